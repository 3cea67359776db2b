// Turns an uploaded photo into the WebP renditions we serve (decision 030). The original bytes are
// never kept or served: everything a browser gets was re-encoded here, so metadata (EXIF GPS), trailing
// junk (HTML appended to a JPEG) and polyglot tricks do not survive.
import sharp from 'sharp';
import {
  IMAGE_WIDTH_CARD,
  IMAGE_WIDTH_DETAIL,
  IMAGE_WIDTH_MEDIUM,
  MAX_INPUT_PIXELS,
} from '../../domain/limits';
import { differenceHash } from './photo-hash';
import { runLimited } from './queue';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

interface Rendition {
  /** The nominal width that names the file ({id}-{width}.webp): IMAGE_WIDTH_DETAIL or IMAGE_WIDTH_CARD. */
  width: number;
  /** The real size in pixels (smaller than `width` for small photos: we never enlarge). */
  pixelWidth: number;
  pixelHeight: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /**
   * The detail rendition (IMAGE_WIDTH_DETAIL), then the card one (IMAGE_WIDTH_CARD), then the medium
   * one (IMAGE_WIDTH_MEDIUM) that phones pick from the srcset (decision 124).
   */
  renditions: Rendition[];
  /** Size of the detail rendition, what the ad page shows. */
  width: number;
  height: number;
  format: ImageFormat;
  /** The photo's difference hash (photo-hash.ts), or null when it could not be made. */
  phash: bigint | null;
}

/** Why a photo was refused; the route turns it into the spec's message for that file. */
export type RejectReason = 'format' | 'pixels' | 'corrupt';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: RejectReason,
    detail: string,
  ) {
    super(detail);
  }
}

/** Quality and effort measured on 12 MP camera photos (decision 030): ~80 kB detail, ~14 kB card. */
const WEBP_DETAIL = { quality: 78, effort: 2 } as const;
const WEBP_CARD = { quality: 70, effort: 2 } as const;
/** Between the two: a phone's full-width photo at 2× density. */
const WEBP_MEDIUM = { quality: 74, effort: 2 } as const;

// sharp refuses anything above MAX_INPUT_PIXELS before it allocates pixels (a decompression bomb is a
// few kB on disk and gigabytes decoded); failOn 'error' refuses truncated and corrupt data.
const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true } as const;

/** The format the leading bytes announce, from our allowlist only; the file name and MIME type lie. */
export function sniffFormat(input: Buffer): ImageFormat | undefined {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    input.length >= 12 &&
    input.toString('latin1', 0, 4) === 'RIFF' &&
    input.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Fits a rendition inside `width` wide and twice that tall (very tall images would exceed WebP's 16383 px). */
const box = (width: number) =>
  ({ width, height: width * 2, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * Decodes `input` (JPEG, PNG or WebP only), applies its EXIF orientation, and encodes the detail,
 * card and medium WebP renditions without any metadata. Throws ImageRejectedError for anything we will not take.
 * At most a few run at once (queue.ts) so memory stays bounded on a small machine.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return runLimited(() => processNow(input));
}

async function processNow(input: Buffer): Promise<ProcessedImage> {
  // Only the three allowlisted decoders ever see the bytes: an SVG, PDF or TIFF never reaches libvips.
  const sniffed = sniffFormat(input);
  if (!sniffed) throw new ImageRejectedError('format', 'not a JPEG, PNG or WebP signature');
  const meta = await sharp(input, INPUT)
    .metadata()
    .catch((error: Error) => {
      throw classify(error);
    });
  if (meta.format !== sniffed) throw new ImageRejectedError('format', `decoded as ${meta.format}`);
  if (!meta.width || !meta.height) throw new ImageRejectedError('corrupt', 'no dimensions');
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new ImageRejectedError('pixels', `${meta.width}x${meta.height}`);
  try {
    // One decode (JPEG shrink-on-load picks the cheapest scale), then both encodes from the 8-bit sRGB
    // pixels; sharp writes no metadata unless asked (we never call withMetadata/keepMetadata).
    const { data, info } = await sharp(input, INPUT)
      .rotate()
      .resize(box(IMAGE_WIDTH_DETAIL))
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [detail, card, medium, phash] = await Promise.all([
      sharp(data, raw).webp(WEBP_DETAIL).toBuffer({ resolveWithObject: true }),
      sharp(data, raw).resize(box(IMAGE_WIDTH_CARD)).webp(WEBP_CARD).toBuffer({ resolveWithObject: true }),
      sharp(data, raw)
        .resize(box(IMAGE_WIDTH_MEDIUM))
        .webp(WEBP_MEDIUM)
        .toBuffer({ resolveWithObject: true }),
      // From the pixels already decoded, so hashing costs one tiny resize, not a second decode.
      differenceHash(data, raw),
    ]);
    return {
      renditions: [
        { width: IMAGE_WIDTH_DETAIL, result: detail },
        { width: IMAGE_WIDTH_CARD, result: card },
        { width: IMAGE_WIDTH_MEDIUM, result: medium },
      ].map(({ width, result }) => ({
        width,
        pixelWidth: result.info.width,
        pixelHeight: result.info.height,
        bytes: result.data,
      })),
      width: detail.info.width,
      height: detail.info.height,
      format: sniffed,
      phash,
    };
  } catch (error) {
    throw error instanceof ImageRejectedError ? error : classify(error as Error);
  }
}

function classify(error: Error): ImageRejectedError {
  if (/pixel limit/i.test(error.message)) return new ImageRejectedError('pixels', error.message);
  if (/unsupported image format/i.test(error.message)) return new ImageRejectedError('format', error.message);
  return new ImageRejectedError('corrupt', error.message);
}

/**
 * The medium rendition of a photo stored before it existed, made from its detail rendition (already
 * ours: WebP, no metadata) the first time someone asks for it (media-route.ts). Through the same
 * queue as uploads, so a page full of old photos cannot swamp the two cores.
 */
export function mediumFromDetail(detail: Buffer): Promise<Buffer> {
  return runLimited(() => sharp(detail, INPUT).resize(box(IMAGE_WIDTH_MEDIUM)).webp(WEBP_MEDIUM).toBuffer());
}
