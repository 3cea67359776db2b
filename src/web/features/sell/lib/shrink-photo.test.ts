import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from '../../../../domain/limits';
import { attempts, SHRINK_LONG_SIDE, smallEnough, type Attempt } from './shrink-photo';

describe('shrinking a photo over the limit', () => {
  it('keeps the shape, starts at most SHRINK_LONG_SIDE long and within the server’s pixels, then gets smaller', () => {
    const list = attempts(8000, 6000);
    expect(list[0]).toEqual({ width: SHRINK_LONG_SIDE, height: (SHRINK_LONG_SIDE * 3) / 4, quality: 0.85 });
    for (const a of list) {
      expect(a.width * a.height).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
      expect(Math.abs(a.width / a.height - 4 / 3)).toBeLessThan(0.01);
    }
    const widths = list.map((a) => a.width);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    expect(widths.at(-1)).toBeLessThan(SHRINK_LONG_SIDE / 4);
  });

  it('never scales a small photo up, and keeps a panorama inside the pixel limit', () => {
    expect(attempts(1200, 900)[0]).toMatchObject({ width: 1200, height: 900 });
    const [first] = attempts(30_000, 2_000);
    expect(first!.width).toBe(SHRINK_LONG_SIDE);
  });

  it('returns the first encoding under the limit, trying lower quality before fewer pixels', async () => {
    const tried: Attempt[] = [];
    // A pretend encoder: bytes grow with pixels and quality.
    const encode = async (a: Attempt) => {
      tried.push(a);
      return new Blob([new Uint8Array(Math.round(a.width * a.height * a.quality * 1.2))]);
    };
    const blob = await smallEnough(4000, 3000, encode);
    expect(blob!.size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect(tried.map((a) => a.quality).slice(0, 3)).toEqual([0.85, 0.75, 0.65]);
    expect(tried.at(-1)!.width).toBeLessThan(SHRINK_LONG_SIDE);
  });

  it('gives up (undefined) when nothing gets under the limit', async () => {
    const huge = async () => new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)]);
    expect(await smallEnough(4000, 3000, huge)).toBeUndefined();
  });
});
