/**
 * Draws the app icons (PNG, no dependencies): a rounded tile in the brand blue #0aadff with a white
 * "shop floor" mark (three stacked bars). Run once: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
const crc32 = (buf: Buffer) => {
  let c = -1;
  for (const b of buf) c = CRC[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

function icon(size: number, maskable: boolean): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const pad = maskable ? 0 : size * 0.06;
  const radius = maskable ? 0 : size * 0.2;
  const inner = maskable ? size * 0.2 : size * 0.24; // maskable: keep the mark in the safe zone
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const o = y * (size * 4 + 1) + 1 + x * 4;
      const cx = Math.max(pad + radius - x, 0, x - (size - pad - radius));
      const cy = Math.max(pad + radius - y, 0, y - (size - pad - radius));
      const inTile = x >= pad && x < size - pad && y >= pad && y < size - pad && cx * cx + cy * cy <= radius * radius;
      let rgba = [0, 0, 0, 0];
      if (inTile) {
        rgba = [0x0a, 0xad, 0xff, 255];
        const u = (x - inner) / (size - 2 * inner);
        const v = (y - inner) / (size - 2 * inner);
        const bars = [
          [0.1, 0.26, 0.0, 1.0],
          [0.42, 0.58, 0.0, 0.72],
          [0.74, 0.9, 0.0, 0.46],
        ];
        if (bars.some(([v0, v1, u0, u1]) => v >= v0! && v <= v1! && u >= u0! && u <= u1!)) rgba = [255, 255, 255, 255];
      }
      raw.set(rgba, o);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', icon(192, false));
writeFileSync('public/icons/icon-512.png', icon(512, false));
writeFileSync('public/icons/maskable-512.png', icon(512, true));
writeFileSync('public/icons/apple-touch-icon.png', icon(180, true));
writeFileSync('public/favicon.png', icon(64, false));
