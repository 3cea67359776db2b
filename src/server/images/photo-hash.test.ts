import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MATCH_MAX_DISTANCE } from '../../domain/limits';
import { cameraJpeg, smallImage } from '../../../test/support/server/test-images';
import { differenceHash, hammingDistance } from './photo-hash';
import { processImage } from './process';

describe('differenceHash', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await cameraJpeg({ width: 1200, height: 900, seed: 7 });
  });

  it('keeps nearly every bit of a re-encoded, slightly smaller copy and about half of another photo', async () => {
    const copy = await sharp(photo).resize(1100).jpeg({ quality: 70 }).toBuffer();
    const webp = await sharp(photo).resize(900).webp({ quality: 60 }).toBuffer();
    const other = await cameraJpeg({ width: 1200, height: 900, seed: 8 });
    const [a, b, c, d] = await Promise.all([photo, copy, webp, other].map((x) => differenceHash(x)));
    // A few of the 64 comparisons are between near-equal pixels, which the grain can tip either way.
    expect(hammingDistance(a!, b!)).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    expect(hammingDistance(a!, c!)).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    expect(hammingDistance(a!, d!)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE * 2);
  });

  it('is the same hash from the stored upload as from the file itself, within a few bits', async () => {
    const processed = await processImage(photo);
    expect(processed.phash).not.toBeNull();
    expect(hammingDistance(processed.phash!, (await differenceHash(photo))!)).toBeLessThanOrEqual(
      PHOTO_MATCH_MAX_DISTANCE,
    );
  });

  it('gives null, never an error, for bytes it cannot read and for a plain colour, and a hash for a tiny photo', async () => {
    expect(await differenceHash(Buffer.from('not an image at all'))).toBeNull();
    expect(await differenceHash(photo.subarray(0, photo.length / 3))).toBeNull();
    expect(await differenceHash(Buffer.alloc(0))).toBeNull();
    const plain = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2c6fbb' } })
      .jpeg()
      .toBuffer();
    expect(await differenceHash(plain)).toBeNull();
    expect((await processImage(plain)).phash).toBeNull();
    const tiny = await smallImage('png', { width: 2, height: 2 });
    expect(typeof (await differenceHash(tiny))).toBe('bigint');
    expect((await processImage(tiny)).phash).not.toBeNull();
  });

  it('fits a signed 64-bit column and counts differing bits across the sign bit', () => {
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
    expect(hammingDistance(5n, 6n)).toBe(2);
  });
});
