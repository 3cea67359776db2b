// The photos a drawn page asks for with high priority (the first row's cards, the ad page's first
// photo) are preloaded from <head>, so their download starts with the stylesheet instead of when the
// parser reaches them (issue 12 item 3). React 19 wrote these links by itself. Preact does not
// (decision 133), so the server render lists them from its own markup.

const IMG = /<img\b[^>]*>/g;
const ATTRIBUTE = /\s(src|srcset|sizes|fetchpriority)="([^"]*)"/gi;

/** `<link rel="preload">` tags for the high-priority images in `html` (markup the renderer escaped). */
export function photoPreloads(html: string): string {
  const links: string[] = [];
  for (const [tag] of html.matchAll(IMG)) {
    const attributes = new Map(
      [...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    );
    if (attributes.get('fetchpriority') !== 'high') continue;
    const srcset = attributes.get('srcset');
    const sizes = attributes.get('sizes');
    links.push(
      srcset
        ? `<link rel="preload" as="image" imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`
        : `<link rel="preload" as="image" href="${attributes.get('src') ?? ''}" fetchpriority="high">`,
    );
  }
  return links.join('\n');
}
