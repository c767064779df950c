/** A least-recently-used cache of byte buffers bounded by their total size (hot files served from memory). */
export class ByteLru {
  private readonly items = new Map<string, Buffer>();
  private bytes = 0;
  constructor(
    private readonly maxBytes: number,
    readonly maxItemBytes: number,
  ) {}

  get(key: string): Buffer | undefined {
    const value = this.items.get(key);
    if (value) {
      this.items.delete(key); // most recently used last
      this.items.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer) {
    if (value.length > this.maxItemBytes || this.items.has(key)) return;
    this.items.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(k);
      this.bytes -= v.length;
    }
  }
}
