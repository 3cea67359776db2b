// A small seeded random generator (mulberry32), so the demo data and the benchmark seed are the same
// on every run and figures from two runs can be compared (decision 040).

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `n` different items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length > 0)
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    return out;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K {
    const total = weights.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [key, w] of weights) {
      r -= w;
      if (r < 0) return key;
    }
    return weights[weights.length - 1]![0];
  }

  /** A price in [min, max] rounded to `step` rupees, as sellers write them (85,000 not 84,613). */
  price(min: number, max: number, step = 500): number {
    return Math.max(step, Math.round((min + this.next() * (max - min)) / step) * step);
  }

  /** An RFC 4122 version-4 shaped id, drawn from this generator. */
  uuid(): string {
    const hex: string[] = [];
    for (let i = 0; i < 4; i++)
      hex.push(
        Math.floor(this.next() * 2 ** 32)
          .toString(16)
          .padStart(8, '0'),
      );
    const h = hex.join('');
    const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}
