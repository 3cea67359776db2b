// The ad page (docs/product.md §2 "Ad detail", §6: for signed-in people) and the contact reveal (§2 and
// docs/security.md: the number reaches the browser only through the reveal).
import { say } from '../../domain/messages';
import type { AdDetail, ContactResponse } from '../../domain/api';
import { isAdStatus } from '../../domain/ad-status';
import { isCategoryKey, type CategoryKey } from '../../domain/categories';
import { adDetailRows } from '../../domain/format/details';
import { cardHighlights } from '../../domain/format/highlights';
import { formatPhone, isValidPhone } from '../../domain/format/phone';
import { parsePrice } from '../../domain/format/price';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { findDetail, findPhone, findPreview, isAdId } from './detail-repository';
import { priceDrop, societyOf } from './summary';
import { isoTime } from '../db/tx';
import { visibleOnItsPage } from '../../domain/ad-status';
import { guideFromRows } from '../price-guide/service';

export const AD_NOT_FOUND = say('ad.notFound');
/** Shown when the seller has no name on their account. */
const UNNAMED_SELLER = 'B/S member';

/**
 * The ad's row when this viewer may open its page; 'Ad not found.' otherwise (a missing ad, one of no
 * known category, or one hidden from them). The one gate of the ad page and of what it draws.
 */
export function refuseUnlessOnItsPage<
  R extends { category: string; status: string; userId: string; soldAt: Date | string | null },
>(row: R | undefined, viewer: { id: string; isModerator: boolean }): R & { category: CategoryKey } {
  if (!row || !isCategoryKey(row.category)) throw notFound(AD_NOT_FOUND);
  const soldAt = row.soldAt == null ? null : new Date(row.soldAt);
  if (!visibleOnItsPage({ status: row.status, userId: row.userId, soldAt }, viewer))
    throw notFound(AD_NOT_FOUND);
  return row as R & { category: CategoryKey };
}

export async function getAdDetail(
  db: Db,
  id: string,
  viewer: { id: string; isModerator: boolean },
): Promise<AdDetail> {
  const row = refuseUnlessOnItsPage(isAdId(id) ? await findDetail(db, id) : undefined, viewer);
  const category = row.category;
  const f = row.formData ?? {};
  const isOwner = row.userId === viewer.id;
  return {
    id: row.id,
    category,
    title: row.title,
    brand: row.brand,
    model: row.model,
    variant: row.variant,
    price: Number(row.price),
    ...priceDrop(row),
    location: row.location,
    ...societyOf(f),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    cover: row.images[0] ?? null,
    imageCount: row.images.length,
    images: row.images,
    highlights: cardHighlights(category, f),
    description: (f.description ?? '').trim(),
    details: adDetailRows({
      category,
      brand: row.brand,
      model: row.model,
      variant: row.variant,
      formData: f,
    }),
    deposit: category === 'propertyforrent' ? (parsePrice(f.deposit) ?? null) : null,
    hasPhone: Boolean(row.hasPhone),
    phoneVerified: Boolean(row.hasPhone) && Boolean(row.phoneVerified),
    isOwner,
    // How many people viewed it is the seller's to know (decision 196).
    ...(isOwner ? { views: Number(row.views) } : {}),
    seller: {
      id: row.userId,
      name: row.sellerName?.trim() || UNNAMED_SELLER,
      memberSince: isoTime(row.memberSince),
    },
    status: isAdStatus(row.status) ? row.status : 'active',
    priceAnomaly: Boolean(row.priceAnomaly),
    // Kept rows, read with the ad by their primary key: never counted per view, and no second
    // round trip to the database for the page (decision 193).
    priceGuide: guideFromRows(
      {
        category,
        priceGroup: row.priceGroup ?? '',
        year: row.year == null ? null : Number(row.year),
        location: row.location,
      },
      typeof row.guides === 'string' ? JSON.parse(row.guides) : (row.guides ?? []),
    ),
  };
}

/** Whether an ad exists: a signed-out visit to a missing ad hears 'Ad not found.', not 'sign in'. */
export async function adExists(db: Db, id: string): Promise<boolean> {
  return isAdId(id) && (await findPreview(db, id)) !== undefined;
}

export async function revealContact(db: Db, id: string): Promise<ContactResponse> {
  const phone = isAdId(id) ? await findPhone(db, id) : undefined;
  if (phone === undefined) throw notFound(AD_NOT_FOUND);
  const value = phone.trim();
  if (!value) return { phone: null };
  return { phone: isValidPhone(value) ? formatPhone(value) : value };
}
