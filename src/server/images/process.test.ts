import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL, IMAGE_WIDTH_MEDIUM } from '../../domain/limits';
import {
  cameraJpeg,
  EXIF_MARKER,
  HTML_PAYLOAD,
  pngBomb,
  smallImage,
  SVG_WITH_SCRIPT,
} from '../../../test/support/server/test-images';
import { ImageRejectedError, mediumFromDetail, processImage, sniffFormat } from './process';

/** The names of a WebP file's RIFF chunks ('VP8 ', 'VP8X', 'EXIF', 'XMP '…). */
function webpChunks(bytes: Buffer): string[] {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    names.push(bytes.toString('latin1', at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}

const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof ImageRejectedError ? e.reason : `threw ${String(e)}`),
  );

describe('processImage', () => {
  let camera: Buffer;
  beforeAll(async () => {
    camera = await cameraJpeg({ gps: true });
  });

  it('makes a 1600 px detail and a 400 px card WebP of a 12 MP camera photo, small enough for phones', async () => {
    expect(camera.length).toBeGreaterThan(3_000_000);
    const out = await processImage(camera);
    const [detail, card] = out.renditions;
    expect(detail).toMatchObject({ width: IMAGE_WIDTH_DETAIL, pixelWidth: 1600, pixelHeight: 1200 });
    expect(card).toMatchObject({ width: IMAGE_WIDTH_CARD, pixelWidth: 400, pixelHeight: 300 });
    expect(out).toMatchObject({ width: 1600, height: 1200, format: 'jpeg' });
    expect(detail!.bytes.length).toBeLessThanOrEqual(250_000);
    expect(card!.bytes.length).toBeLessThanOrEqual(30_000);
    for (const r of out.renditions) expect((await sharp(r.bytes).metadata()).format).toBe('webp');
  });

  it('also makes the 800 px medium rendition phones pick from the srcset, between the two in size', async () => {
    const out = await processImage(camera);
    const [detail, card, medium] = out.renditions;
    expect(medium).toMatchObject({ width: IMAGE_WIDTH_MEDIUM, pixelWidth: 800, pixelHeight: 600 });
    expect((await sharp(medium!.bytes).metadata()).format).toBe('webp');
    expect(medium!.bytes.length).toBeGreaterThan(card!.bytes.length);
    expect(medium!.bytes.length).toBeLessThan(detail!.bytes.length);
  });

  it('makes the medium rendition of an older photo from its detail rendition', async () => {
    const [detail] = (await processImage(camera)).renditions;
    const medium = await sharp(await mediumFromDetail(detail!.bytes)).metadata();
    expect(medium).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(medium.exif).toBeUndefined();
  });

  it('strips all metadata, GPS included', async () => {
    const input = await sharp(camera).metadata();
    expect(input.exif?.includes(EXIF_MARKER)).toBe(true);
    const out = await processImage(camera);
    for (const r of out.renditions) {
      const meta = await sharp(r.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(r.bytes.includes(EXIF_MARKER)).toBe(false);
      // GPS can only travel in a WebP's EXIF or XMP chunk. Searching the bytes for 'GPS' instead
      // failed now and then: compressed pixels hold any three bytes by chance.
      expect(webpChunks(r.bytes)).not.toContain('EXIF');
      expect(webpChunks(r.bytes)).not.toContain('XMP ');
    }
  });

  it('applies the EXIF orientation, so a portrait photo stands up', async () => {
    const sideways = await smallImage('jpeg', { width: 2000, height: 1000, orientation: 6 });
    const out = await processImage(sideways);
    expect(out.renditions[0]).toMatchObject({ pixelWidth: 1000, pixelHeight: 2000 });
    expect(out.renditions[1]).toMatchObject({ pixelWidth: 400, pixelHeight: 800 });
  });

  it('takes PNG and WebP, and never enlarges a small photo', async () => {
    for (const format of ['png', 'webp'] as const) {
      const out = await processImage(await smallImage(format, { width: 300, height: 200 }));
      expect(out.format).toBe(format);
      expect(out.renditions.map((r) => [r.pixelWidth, r.pixelHeight])).toEqual([
        [300, 200],
        [300, 200],
        [300, 200],
      ]);
    }
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever it is called', async () => {
    expect(await reason(processImage(Buffer.from('just some text, named photo.jpg')))).toBe('format');
    expect(await reason(processImage(SVG_WITH_SCRIPT))).toBe('format');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await reason(processImage(gif))).toBe('format');
    expect(await reason(processImage(Buffer.alloc(0)))).toBe('format');
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined();
  });

  it('refuses a truncated JPEG as a problem with the photo', async () => {
    expect(await reason(processImage(camera.subarray(0, Math.floor(camera.length / 2))))).toBe('corrupt');
  });

  it('keeps no trace of HTML appended to a JPEG', async () => {
    const polyglot = Buffer.concat([await smallImage('jpeg'), Buffer.from(HTML_PAYLOAD)]);
    const out = await processImage(polyglot);
    for (const r of out.renditions) {
      expect(r.bytes.includes('<html')).toBe(false);
      expect(r.bytes.includes('<script')).toBe(false);
    }
  });

  it('refuses a decompression bomb without allocating its pixels', async () => {
    const bomb = await pngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    expect(await reason(processImage(bomb))).toBe('pixels');
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
});
