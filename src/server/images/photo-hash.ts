// A photo's perceptual hash (decision 194): the difference hash. The photo is reduced to 9×8 grey
// pixels and each of the 64 bits says whether a pixel is brighter than its right-hand neighbour, so a
// re-encoded, resized or slightly recoloured copy keeps nearly every bit while another photo shares
// about half. Stored as a signed bigint (PostgreSQL has no unsigned 64-bit type).
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../domain/limits';

const WIDTH = 9;
const HEIGHT = 8;
/**
 * Fewer grey levels than this between the darkest and the brightest of the 72 pixels: a plain colour
 * with no shape to compare, whose bits are noise or all equal. Every plain photo would match every
 * other, so it gets no hash.
 */
const FLAT_RANGE = 8;

export interface RawPixels {
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * The 64-bit difference hash of an image (encoded bytes, or raw pixels with `raw`), as a signed
 * 64-bit integer; null when the image cannot be read or is one plain colour. Never throws: a photo we cannot hash is still
 * a photo we store.
 */
export async function differenceHash(input: Buffer, raw?: RawPixels): Promise<bigint | null> {
  try {
    const grey = await sharp(input, raw ?? { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .greyscale()
      .resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer();
    if (grey.length !== WIDTH * HEIGHT) return null;
    if (Math.max(...grey) - Math.min(...grey) < FLAT_RANGE) return null;
    let hash = 0n;
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH - 1; x++)
        hash = (hash << 1n) | (grey[y * WIDTH + x]! > grey[y * WIDTH + x + 1]! ? 1n : 0n);
    return BigInt.asIntN(64, hash);
  } catch {
    return null;
  }
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (diff) {
    diff &= diff - 1n;
    n++;
  }
  return n;
}
