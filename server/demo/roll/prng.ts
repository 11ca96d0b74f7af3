// A tiny seeded PRNG (sfc32) so the synthetic roll is identical on every run and machine:
// benchmark baselines and measured paths must see byte-for-byte the same rows.

export type Rng = {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** 32 random bits as an unsigned integer. */
  u32(): number;
};

/** Mix a seed and a stream number into four 32-bit words (splitmix32), so nearby seeds diverge. */
function seedWords(seed: number, stream: number): [number, number, number, number] {
  let x = (seed ^ Math.imul(stream + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    out.push((z ^ (z >>> 16)) >>> 0);
  }
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

export function createRng(seed: number, stream = 0): Rng {
  let [a, b, c, d] = seedWords(seed, stream);
  const u32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return r >>> 0;
  };
  // Warm up: the first outputs of sfc32 correlate with the seed words.
  for (let i = 0; i < 12; i++) u32();
  const next = (): number => u32() / 4294967296;
  return {
    next,
    u32,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
  };
}
