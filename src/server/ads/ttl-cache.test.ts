import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('keeps a value for its time to live only', async () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    expect(await cache.getOrLoad('a', async () => 1)).toBe(1);
    expect(await cache.getOrLoad('a', async () => 2)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('a', async () => 3)).toBe(3);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return 7;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it('keeps only what `keep` accepts, and forgets the oldest beyond its size', async () => {
    const cache = new TtlCache<number>(1000, 2);
    await cache.getOrLoad(
      'small',
      async () => 5,
      (n) => n >= 10,
    );
    expect(cache.get('small')).toBeUndefined();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('does not store a load that started before a clear', async () => {
    const cache = new TtlCache<number>(1000);
    let release: (n: number) => void = () => {};
    const pending = cache.getOrLoad('k', () => new Promise<number>((r) => (release = r)));
    cache.clear();
    release(1);
    expect(await pending).toBe(1);
    expect(cache.get('k')).toBeUndefined();
  });
});
