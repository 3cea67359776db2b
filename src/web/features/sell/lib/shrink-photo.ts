// A photo over MAX_IMAGE_BYTES (a phone camera's 12–50 MP shot easily is) is made smaller here, in
// the browser, before it is uploaded, instead of being refused (decision 158). Loaded only when such
// a photo is chosen (a dynamic import), so the sell form's first load does not carry it.
// The server still refuses anything over the limit: this only spares the seller a refusal.
import { IMAGE_WIDTH_DETAIL, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from '../../../../domain/limits';

/** The longest side kept: twice the largest stored rendition, so no photo shown loses detail. */
export const SHRINK_LONG_SIDE = 2 * IMAGE_WIDTH_DETAIL;
const QUALITIES = [0.85, 0.75, 0.65];
/** Each round that is still too large scales down by this much more. */
const STEP = 0.75;
const MAX_ROUNDS = 6;

/** One encoding tried: the size to draw at and the JPEG quality. */
export interface Attempt {
  width: number;
  height: number;
  quality: number;
}

/**
 * The encodings to try, best first: at most SHRINK_LONG_SIDE on the long side and MAX_INPUT_PIXELS
 * in all, each quality in turn, then smaller, until one is under the limit.
 */
export function attempts(width: number, height: number): Attempt[] {
  let scale = Math.min(
    1,
    SHRINK_LONG_SIDE / Math.max(width, height),
    Math.sqrt(MAX_INPUT_PIXELS / (width * height)),
  );
  const out: Attempt[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    for (const quality of QUALITIES) out.push({ width: w, height: h, quality });
    scale *= STEP;
  }
  return out;
}

/** Tries the attempts in order with `encode` until one is at most `maxBytes`; undefined if none is. */
export async function smallEnough(
  width: number,
  height: number,
  encode: (attempt: Attempt) => Promise<Blob>,
  maxBytes = MAX_IMAGE_BYTES,
): Promise<Blob | undefined> {
  for (const attempt of attempts(width, height)) {
    const blob = await encode(attempt);
    if (blob.size <= maxBytes) return blob;
  }
  return undefined;
}

/** The photo re-encoded as a JPEG under the limit; throws when the browser cannot read it. */
export async function shrinkPhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const blob = await smallEnough(bitmap.width, bitmap.height, (a) => drawJpeg(bitmap, a));
    if (!blob) throw new Error('still too large');
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

async function drawJpeg(bitmap: ImageBitmap, { width, height, quality }: Attempt): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    paint(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  paint(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('not encoded'))), 'image/jpeg', quality),
  );
}

function paint(
  ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  if (!ctx) throw new Error('no 2d canvas');
  // A transparent PNG has no colour where it is clear; JPEG would make that black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
}
