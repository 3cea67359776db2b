// Photos for tests and the benchmark, made on the fly: camera-like JPEGs (gradients, texture and
// sensor noise, so they compress like real photos, not like flat colour), PNG/WebP, and the bad inputs
// of the upload tests (a decompression bomb, a truncated JPEG, an SVG with a script).
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { Rng } from '../../../src/demo/prng';

/** Marks the EXIF we plant, so a test can look for it in the stored files. */
export const EXIF_MARKER = 'BS-TestCam-7731';

export interface CameraOptions {
  width?: number;
  height?: number;
  quality?: number;
  /** Write EXIF with a camera make (EXIF_MARKER) and a GPS position. */
  gps?: boolean;
  seed?: number;
}

function randomImage(rng: Rng, width: number, height: number, channels: 1 | 3, min: number, max: number) {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = rng.int(min, max);
  return sharp(data, { raw: { width, height, channels } });
}

/**
 * A 12 MP (by default) JPEG of about 4 MB that compresses like a phone photo: a smooth random scene
 * (small random images enlarged: broad areas of colour and finer texture, like walls, sky and objects)
 * with sensor-like grain, so it compresses neither like flat colour nor like pure noise. The one
 * generator of the tests and of the upload benchmark (scripts/bench/uploads.ts).
 */
export async function cameraJpeg(options: CameraOptions = {}): Promise<Buffer> {
  const { width = 4000, height = 3000, quality = 92, gps = false, seed = 1 } = options;
  const rng = new Rng(seed);
  const full = { width, height, kernel: 'cubic' as const };
  const [scene, texture, grain] = await Promise.all([
    randomImage(rng, 12, 9, 3, 40, 215).resize(full).png({ compressionLevel: 0 }).toBuffer(),
    randomImage(rng, 400, 300, 1, 90, 166).resize(full).png({ compressionLevel: 0 }).toBuffer(),
    // A 512 px tile of grain repeated: as noisy as a sensor, a fraction of the cost of 12 MP of noise.
    sharp({
      create: {
        width: 512,
        height: 512,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  ]);
  let image = sharp(scene)
    .composite([
      { input: texture, blend: 'overlay' },
      { input: grain, tile: true, blend: 'soft-light' },
    ])
    .jpeg({ quality });
  if (gps)
    image = image.withExif({
      IFD0: { Make: EXIF_MARKER, Model: 'Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 31/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '74/1 21/1 3/1',
      },
    });
  return image.toBuffer();
}

/** A small photo in any allowlisted format, optionally with an EXIF orientation. */
export async function smallImage(
  format: 'jpeg' | 'png' | 'webp',
  options: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 640, height = 480, orientation } = options;
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } },
  }).composite([
    {
      input: {
        create: {
          width: Math.floor(width / 2),
          height: Math.floor(height / 2),
          channels: 3,
          background: '#2255aa',
        },
      },
      top: 0,
      left: 0,
    },
  ]);
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

/**
 * A PNG that is tiny on disk and huge decoded: width × height pixels of one colour (20000 × 20000 is
 * 400 MP, over a gigabyte once a decoder expands it, in about 50 kB). Written by hand as a 1-bit
 * greyscale PNG (quick to deflate), as sharp itself refuses to make one that big.
 */
export async function pngBomb(width = 20000, height = 20000): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const idat = await deflateRows(Buffer.alloc(1 + Math.ceil(width / 8)), height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function deflateRows(row: Buffer, rows: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    const deflate = createDeflate({ level: 9, chunkSize: 1 << 20 });
    deflate.on('data', (c: Buffer) => out.push(c));
    deflate.on('end', () => resolve(Buffer.concat(out)));
    deflate.on('error', reject);
    // Whole blocks of rows per write: one call per row would take seconds.
    const perBlock = 256;
    const block = Buffer.concat(Array.from({ length: perBlock }, () => row));
    let left = rows;
    const write = () => {
      while (left > 0) {
        const n = Math.min(perBlock, left);
        left -= n;
        if (!deflate.write(n === perBlock ? block : block.subarray(0, n * row.length)))
          return void deflate.once('drain', write);
      }
      deflate.end();
    };
    write();
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
);

export const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

export interface FilePart {
  field?: string;
  filename: string;
  contentType?: string;
  bytes: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----bs-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
