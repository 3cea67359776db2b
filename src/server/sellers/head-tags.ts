// Open Graph tags for a seller's page (/seller/:id), so a link shared in WhatsApp shows who it is
// (decision 185). Only the shown name and what the page counts: never an email, a phone number or the
// Google photo (an address at Google that says who looked, and a person's face in every preview).
// Every value is HTML-escaped. A banned or deleted person has no page: null, a 404.
import type { FastifyInstance } from 'fastify';
import { sellerPath } from '../../domain/categories';
import { monthYear } from '../../domain/format/time';
import { isUuid } from '../../domain/ids';
import { escapeHtml } from '../http/html';
import type { SellerHead } from '../http/spa';
import { findSeller } from './seller-repository';
import { UNNAMED_SELLER } from './seller-service';

const SITE_NAME = 'B/S';

export function sellerHeadTags(app: FastifyInstance): SellerHead {
  return async (request, id) => {
    if (!isUuid(id)) return null;
    const seller = await findSeller(app.readerFor(request).db, id.toLowerCase());
    if (!seller) return null;
    const name = seller.name?.trim() || UNNAMED_SELLER;
    const ads = Number(seller.activeCount);
    const description = [
      `Member since ${monthYear(new Date(seller.memberSince).toISOString())}`,
      `${ads} ${ads === 1 ? 'ad' : 'ads'} for sale`,
    ].join(' · ');
    const title = `${name} on ${SITE_NAME}`;
    const meta: [string, string, string][] = [
      ['property', 'og:type', 'profile'],
      ['property', 'og:site_name', SITE_NAME],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', `${app.config.publicUrl}${sellerPath(seller.id)}`],
      ['name', 'twitter:card', 'summary'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
      ['name', 'description', description],
    ];
    const tags = meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`);
    return [`<title>${escapeHtml(`${name} | ${SITE_NAME}`)}</title>`, ...tags].join('\n');
  };
}
