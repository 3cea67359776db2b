// `npx tsx scripts/make-icons.ts`: draws the app icons of the web app manifest (decision 123) and the
// favicon, as PNGs (Android needs 192 and 512 px; SVG icons are not taken everywhere). The favicon is a
// PNG too: an SVG favicon is a small document the page's own renderer parses, lays out (its text
// looks up a font) and paints, 30-100 ms of the main thread on a cold start in Lighthouse's traces.
// The maskable icon fills the whole square and keeps the mark inside the central 80 % safe zone,
// because Android crops it to a circle or squircle. Run again only when the mark changes.
import sharp from 'sharp';

const BRAND = '#0b4f4a';
const SELL = '#ffc629';
const OUT = 'src/web/public/icons';

const mark = (size: number, { rounded, scale }: { rounded: boolean; scale: number }) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/>
  <text x="32" y="${32 + 10 * scale}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${26 * scale}"
    font-weight="700" text-anchor="middle" fill="${SELL}">B/S</text>
</svg>`;

const icons = [
  { file: 'favicon-48.png', size: 48, rounded: true, scale: 1 },
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.8 },
];

for (const { file, size, rounded, scale } of icons) {
  await sharp(Buffer.from(mark(size, { rounded, scale })))
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${OUT}/${file}`);
  console.log(`${OUT}/${file}`);
}
