// Open Graph tags for an ad's URL (/{section}/{id}), so a link pasted into WhatsApp or Facebook shows
// the title, the price and the cover photo. The preview shows only what a signed-out
// visitor sees on a card anyway; never the phone number. Every value is HTML-escaped.
import type { FastifyInstance } from 'fastify';
import { adPath, categoryBySection, isCategoryKey } from '../../domain/categories';
import { priceLabel } from '../../domain/format/price';
import { imageUrl } from '../../domain/media';
import { escapeHtml } from '../http/html';
import type { AdHead } from '../http/spa';
import { findPreview, isAdId } from './detail-repository';

const SITE_NAME = 'B/S';

export function adHeadTags(app: FastifyInstance): AdHead {
  return async (request, section, id) => {
    // Null is 'no such ad': an unknown section, an id that is no UUID, or no row (a 404 page).
    if (!categoryBySection(section) || !isAdId(id)) return null;
    const ad = await findPreview(app.readerFor(request).db, id);
    if (!ad || !isCategoryKey(ad.category)) return null;
    const base = app.config.publicUrl;
    const description = [priceLabel(ad.category, Number(ad.price)), ad.location].filter(Boolean).join(' · ');
    const meta: [string, string, string][] = [
      ['property', 'og:type', 'product'],
      ['property', 'og:site_name', SITE_NAME],
      ['property', 'og:title', ad.title],
      ['property', 'og:description', description],
      ['property', 'og:url', `${base}${adPath(ad.category, ad.id)}`],
      ['name', 'twitter:card', ad.cover ? 'summary_large_image' : 'summary'],
      ['name', 'twitter:title', ad.title],
      ['name', 'twitter:description', description],
      ['name', 'description', description],
    ];
    if (ad.cover) {
      const media = app.config.mediaPublicUrl ?? `${base}/media`;
      const image = imageUrl(ad.cover, 'detail', media);
      meta.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
    }
    const tags = meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`);
    return [`<title>${escapeHtml(`${ad.title} | ${SITE_NAME}`)}</title>`, ...tags].join('\n');
  };
}
