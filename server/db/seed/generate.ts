/** A small deterministic generator (mulberry32) so seeds are realistic yet repeatable. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

export const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Zoe',
  'Ethan',
  'Isla',
  'Omar',
  'Priya',
  'Lucas',
  'Hana',
  'Mateo',
  'Chloe',
  'Yusuf',
  'Elena',
  'Kai',
];
export const LAST_NAMES = [
  'Patel',
  'Smith',
  'García',
  'Nguyen',
  'Kowalski',
  'Okafor',
  'Müller',
  'Rossi',
  'Tanaka',
  'Haddad',
  'Silva',
  'Jensen',
  "O'Brien",
  'Kim',
];
export const PROJECT_NAMES = [
  'Northwind Prints',
  'Harbour Tees Factory',
  'Copperleaf Candles',
  'Atlas Poster Co',
  'Bramble & Bee',
  'Pixel Forge Merch',
  'Lumen Mugs',
];
