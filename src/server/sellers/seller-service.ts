// A seller's page (decision 185): who they are as others may see them, and their listed ads. Same
// visibility as an ad page (docs/product.md §6): for signed-in people; a banned or deleted person has
// no page (404), and a signed-out visitor to one that exists is asked to sign in.
import type { SellerAdsResponse, SellerProfile } from '../../domain/api';
import { PAGE_SIZE, REVIEWS_AVERAGE_FROM, REVIEWS_ON_PAGE } from '../../domain/limits';
import { say } from '../../domain/messages';
import { replyTimeOf, type SellerBadge } from '../../domain/seller';
import { isUuid } from '../../domain/ids';
import type { Db } from '../db/client';
import { isoTime } from '../db/tx';
import { notFound } from '../http/errors';
import { summaryPage } from '../ads/summary';
import { findSeller, listSellerAds, sellerExists, type SellerRow } from './seller-repository';
import { listSellerReviews } from '../reviews/review-repository';

export const SELLER_NOT_FOUND = say('seller.notFound');
/** Shown when a person has neither a display name nor a name from their issuer. */
export const UNNAMED_SELLER = 'B/S member';

/** The badges a seller has, in SELLER_BADGES order: a number verified by SMS code (decision 186). */
function sellerBadges(row: SellerRow): SellerBadge[] {
  const badges: SellerBadge[] = [];
  if (row.verifiedPhone) badges.push('verifiedPhone');
  return badges;
}

async function sellerOrNotFound(db: Db, id: string): Promise<SellerRow> {
  const row = isUuid(id) ? await findSeller(db, id) : undefined;
  if (!row) throw notFound(SELLER_NOT_FOUND);
  return row;
}

export async function getSellerProfile(db: Db, id: string, viewerId: string): Promise<SellerProfile> {
  const row = await sellerOrNotFound(db, id);
  const reviews = await listSellerReviews(db, id, REVIEWS_ON_PAGE);
  const rated = Number(row.ratingCount ?? 0);
  return {
    id: row.id,
    name: row.name?.trim() || UNNAMED_SELLER,
    avatarUrl: row.avatarUrl,
    memberSince: isoTime(row.memberSince),
    city: row.city || null,
    badges: sellerBadges(row),
    replyTime: replyTimeOf(
      row.conversations == null
        ? null
        : {
            conversations: Number(row.conversations),
            answeredInTime: Number(row.answeredInTime ?? 0),
            medianSeconds: row.medianSeconds == null ? null : Number(row.medianSeconds),
          },
    ),
    soldCount: Number(row.soldCount),
    activeCount: Number(row.activeCount),
    isMe: row.id === viewerId,
    // An average of one or two reviews says more about those two people than about the seller.
    rating:
      rated >= REVIEWS_AVERAGE_FROM
        ? { average: Math.round((Number(row.ratingStars) / rated) * 10) / 10, count: rated }
        : null,
    reviews: reviews.map((r) => ({
      id: r.id,
      rating: Number(r.rating),
      body: r.body,
      createdAt: isoTime(r.createdAt),
      reviewer: { id: r.reviewerId, name: r.reviewerName?.trim() || UNNAMED_SELLER },
      adTitle: r.adTitle,
      reply: r.reply,
      canReply: row.id === viewerId && r.reply === null,
      canReport: row.id === viewerId || r.reviewerId === viewerId,
    })),
  };
}

export async function getSellerAds(db: Db, id: string, page: number): Promise<SellerAdsResponse> {
  const row = await sellerOrNotFound(db, id);
  const total = Number(row.activeCount);
  const rows =
    total > (page - 1) * PAGE_SIZE ? await listSellerAds(db, id, PAGE_SIZE, (page - 1) * PAGE_SIZE) : [];
  return summaryPage(rows, total, page);
}

/** Whether a seller's page exists, for a signed-out visitor: 404 or 'sign in'. */
export async function sellerPageExists(db: Db, id: string): Promise<boolean> {
  return isUuid(id) && (await sellerExists(db, id));
}
