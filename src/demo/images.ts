// Demo photos drawn locally with sharp (nothing is downloaded; decision 040): a category-coloured
// gradient with the category's shape, and on the cover the item's name. No price on the picture: an
// edited price would leave the photo telling a different story. Fast enough for the first start:
// each category's backgrounds are rendered once, only the cover's text band is rendered per cover,
// the detail rendition is 800×600 (the store names files by nominal width), WebP effort 1, and a
// picture drawn once is hard-linked for every other ad that shows it (same headline, or the same
// gallery picture of the category's small pool).
import { copyFile, link, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { CATEGORY_KEYS, type CategoryKey } from '../domain/categories';
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL, IMAGE_WIDTH_MEDIUM } from '../domain/limits';
import { RENDITION_WIDTHS, renditionFile, writeRendition } from '../server/images/store';
import { iconSvg } from './icons';

const DEMO_IMAGE = { width: 800, height: 600, cardWidth: 400, cardHeight: 300 } as const;
const WEBP = { quality: 72, effort: 1 } as const;
/** Gallery (non-cover) pictures per category; ads share them. */
export const GALLERY_POOL_SIZE = 4;

const { width: W, height: H } = DEMO_IMAGE;
const RAW = { raw: { width: W, height: H, channels: 3 as const } };
const FONT = 'font-family="DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif"';

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  /** Bytes of the detail rendition (what ad_images.bytes records). */
  bytes: number;
}

/** Two hues per category, spread around the colour wheel so categories are told apart at a glance. */
function colours(category: CategoryKey): [string, string] {
  const hue = (CATEGORY_KEYS.indexOf(category) * 360) / CATEGORY_KEYS.length;
  return [hsl(hue, 65, 44), hsl(hue + 25, 70, 18)];
}

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Background layouts: 0 is the cover (shape top right, room for text); 1.. are gallery "angles". */
function backgroundShapes(category: CategoryKey, layout: number): string {
  const [from, to] = colours(category);
  const angle = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0.5, 0, 0.5, 1],
  ][layout % 4]!;
  const size = 250 + (layout % 3) * 40;
  const icon =
    layout === 0
      ? iconSvg(category, 470, 50, 270, '#ffffff', 0.92)
      : iconSvg(category, 400 - size / 2 + (layout - 2) * 60, 300 - size / 2, size, '#ffffff', 0.88);
  return `<defs><linearGradient id="g" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}">
<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<circle cx="${120 + layout * 180}" cy="${90 + layout * 60}" r="${220 - layout * 30}" fill="#fff" fill-opacity="0.07"/>
<circle cx="${700 - layout * 90}" cy="${560 - layout * 40}" r="${160 + layout * 20}" fill="#fff" fill-opacity="0.05"/>
${icon}`;
}

/** An SVG of the rows [top, H) of the picture: the background there plus `overlay`. */
function svg(content: string, top = 0): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H - top}" viewBox="0 ${top} ${W} ${H - top}">${content}</svg>`,
  );
}

/** Where the cover's text band starts: everything above it is the cached background. */
const BAND_TOP = 330;

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Splits a long headline into two lines at the space nearest its middle. */
function lines(text: string): string[] {
  if (text.length <= 18) return [text];
  const mid = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++)
    if (text[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return best < 0 ? [text] : [text.slice(0, best), text.slice(best + 1)];
}

/** The cover's text below BAND_TOP: the headline (one or two lines, sized to fit) and a label pill. */
function coverText(headline: string, label: string): string {
  const rows = lines(headline);
  const longest = Math.max(...rows.map((r) => r.length));
  // DejaVu Sans Bold runs up to about 0.7 em per character in names like these; keep 80 px spare.
  const size = Math.max(28, Math.min(64, Math.floor(670 / (longest * 0.7))));
  const top = Math.max(BAND_TOP, H - 110 - rows.length * size * 1.15);
  const text = rows
    .map(
      (r, i) =>
        `<text x="48" y="${Math.round(top + (i + 1) * size * 1.1)}" ${FONT} font-weight="bold" font-size="${size}" fill="#fff">${escapeXml(r)}</text>`,
    )
    .join('');
  const pillWidth = Math.round(label.length * 19 + 48);
  return `${text}<rect x="40" y="${H - 92}" width="${pillWidth}" height="58" rx="29" fill="#facc15"/>
<text x="64" y="${H - 52}" ${FONT} font-weight="bold" font-size="30" fill="#111827">${escapeXml(label)}</text>`;
}

/** Renders and caches each category's backgrounds as raw pixels, so every photo starts from a copy. */
export class DemoImageRenderer {
  private backgrounds = new Map<string, Promise<Buffer>>();
  /** The first stored copy of each picture, which later ads showing the same picture hard-link. */
  private drawn = new Map<string, Promise<StoredImage>>();

  constructor(private readonly dataDir: string) {}

  private background(category: CategoryKey, layout: number): Promise<Buffer> {
    const key = `${category}:${layout}`;
    let bg = this.backgrounds.get(key);
    if (!bg) {
      bg = sharp(svg(backgroundShapes(category, layout)))
        .removeAlpha()
        .raw()
        .toBuffer();
      this.backgrounds.set(key, bg);
    }
    return bg;
  }

  /**
   * Encodes raw 800×600 pixels to the renditions and stores them under `id`. The picture is already
   * medium-sized, so the medium rendition is the detail's own bytes.
   */
  private async store(id: string, pixels: Buffer): Promise<StoredImage> {
    const [detail, card] = await Promise.all([
      sharp(pixels, RAW).webp(WEBP).toBuffer(),
      sharp(pixels, RAW).resize(DEMO_IMAGE.cardWidth).webp(WEBP).toBuffer(),
    ]);
    await Promise.all([
      writeRendition(this.dataDir, id, IMAGE_WIDTH_DETAIL, detail),
      writeRendition(this.dataDir, id, IMAGE_WIDTH_CARD, card),
      writeRendition(this.dataDir, id, IMAGE_WIDTH_MEDIUM, detail),
    ]);
    return { id, width: W, height: H, bytes: detail.length };
  }

  /**
   * A cover with the ad's headline on it. Only the band under BAND_TOP is rendered (background and
   * text in one small SVG) and joined to the cached rows above it: a third of the cost of
   * compositing text over the whole picture.
   */
  cover(id: string, category: CategoryKey, headline: string, label: string): Promise<StoredImage> {
    return this.once(`cover:${category}:${headline}:${label}`, id, async () => {
      const [bg, band] = await Promise.all([
        this.background(category, 0),
        sharp(svg(backgroundShapes(category, 0) + coverText(headline, label), BAND_TOP))
          .removeAlpha()
          .raw()
          .toBuffer(),
      ]);
      return this.store(id, Buffer.concat([bg.subarray(0, BAND_TOP * W * 3), band]));
    });
  }

  /** Gallery picture `n` of the category's pool. */
  galleryPicture(id: string, category: CategoryKey, n: number): Promise<StoredImage> {
    const layout = 1 + (n % GALLERY_POOL_SIZE);
    return this.once(`gallery:${category}:${layout}`, id, async () =>
      this.store(id, await this.background(category, layout)),
    );
  }

  /** Draws the picture `key` the first time (stored under `id`); later calls hard-link it to `id`. */
  private async once(key: string, id: string, draw: () => Promise<StoredImage>): Promise<StoredImage> {
    const first = this.drawn.get(key);
    if (!first) {
      const made = draw();
      this.drawn.set(key, made);
      return made;
    }
    const source = await first;
    await Promise.all(
      RENDITION_WIDTHS.map((w) =>
        linkOrCopy(renditionFile(this.dataDir, source.id, w), renditionFile(this.dataDir, id, w)),
      ),
    );
    return { ...source, id };
  }
}

/** Hard links cost no space and no time; file systems without them get a copy. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** True when every rendition of the image is on disk (tests and the idempotence check). */
export async function imageOnDisk(dataDir: string, id: string): Promise<boolean> {
  const sizes = await Promise.all(
    RENDITION_WIDTHS.map((w) =>
      stat(renditionFile(dataDir, id, w)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.every((s) => s > 0);
}

/** Runs `tasks` with at most `limit` in flight (sharp already uses threads per image; 2–3 keeps both cores busy). */
export async function runPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}
