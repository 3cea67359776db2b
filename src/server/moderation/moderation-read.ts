// Rows → the moderation API's shapes.
import { sharedNumbersOf } from '../phones/service';
import { isAdStatus, type AdStatus } from '../../domain/ad-status';
import { isCategoryKey } from '../../domain/categories';
import type {
  ModerationAdResponse,
  ConversationPerson,
  ModerationQueueResponse,
  PhotoMatchItem,
  ReportedConversationItem,
  ReportedUserReviewItem,
} from '../../domain/moderation-api';
import { reasonLabel } from '../../domain/safety/reports';
import { MSG } from '../../domain/schemas';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { isoTime } from '../db/tx';
import {
  findLog,
  findModerationAd,
  findQueue,
  findReportedConversations,
  findReportedReviews,
  findReports,
  findSellerAds,
  type ReportedConversationRow,
  type ReportedReviewRow,
} from './moderation-repository';
import { findOpenBanReviews } from './suspension-repository';
import { findOpenPhotoMatches, type PhotoMatchRow } from '../photo-match/photo-match-repository';
import { MODERATION_QUEUE_LIMIT } from '../../domain/limits';

const status = (s: string): AdStatus => (isAdStatus(s) ? s : 'active');
const UNNAMED = 'B/S member';

export async function moderationQueue(db: Db): Promise<ModerationQueueResponse> {
  const [rows, conversations, reviews, userReviews, photoMatches] = await Promise.all([
    findQueue(db),
    findReportedConversations(db),
    findOpenBanReviews(db),
    findReportedReviews(db),
    findOpenPhotoMatches(db, MODERATION_QUEUE_LIMIT),
  ]);
  return {
    photoMatches: photoMatches.flatMap(toPhotoMatch),
    userReviews: userReviews.map(toReportedReview),
    conversations: conversations.map(toReportedConversation),
    reviews: reviews.map((r) => ({
      id: r.id,
      person: { id: r.userId, name: r.name ?? UNNAMED, banned: r.banned },
      banReason: r.banReason,
      bannedAt: isoTime(r.bannedAt),
      text: r.text,
      createdAt: isoTime(r.createdAt),
    })),
    items: rows.flatMap((r) =>
      isCategoryKey(r.category)
        ? [
            {
              id: r.id,
              category: r.category,
              title: r.title,
              price: Number(r.price),
              status: status(r.status),
              cover: r.cover ?? null,
              createdAt: isoTime(r.createdAt),
              openReports: Number(r.openReports),
              reasons: (r.reasons ?? []).map((x) => ({
                reason: x.reason,
                label: reasonLabel(x.reason),
                count: Number(x.n),
              })),
              priceAnomaly: Boolean(r.priceAnomaly),
              seller: { id: r.userId, name: r.sellerName?.trim() || UNNAMED },
            },
          ]
        : [],
    ),
  };
}

export async function moderationAd(db: Db, id: string): Promise<ModerationAdResponse> {
  const ad = await findModerationAd(db, id);
  if (!ad || !isCategoryKey(ad.category)) throw notFound(MSG.adNotFound);
  const [reports, sellerAds, log, shared] = await Promise.all([
    findReports(db, id),
    findSellerAds(db, ad.userId, id),
    findLog(db, id, ad.userId),
    sharedNumbersOf(db, ad.userId),
  ]);
  return {
    ad: {
      id: ad.id,
      category: ad.category,
      title: ad.title,
      description: (ad.description ?? '').trim(),
      price: Number(ad.price),
      status: status(ad.status),
      cover: ad.cover ?? null,
      createdAt: isoTime(ad.createdAt),
      hiddenReason: ad.hiddenReason,
      priceAnomaly: Boolean(ad.priceAnomaly),
    },
    seller: {
      id: ad.userId,
      name: ad.sellerName?.trim() || UNNAMED,
      email: ad.sellerEmail,
      banned: Boolean(ad.banned),
      memberSince: isoTime(ad.memberSince),
      sharedNumbers: shared.map((s) => ({
        phone: s.phone,
        others: s.others.map((o) => ({ id: o.id, name: o.name?.trim() || UNNAMED, banned: o.banned })),
      })),
    },
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      label: reasonLabel(r.reason),
      note: r.note,
      status: r.status as ModerationAdResponse['reports'][number]['status'],
      createdAt: isoTime(r.createdAt),
      reporter: r.reporter?.trim() || UNNAMED,
    })),
    sellerAds: sellerAds.flatMap((s) =>
      isCategoryKey(s.category)
        ? [
            {
              id: s.id,
              category: s.category,
              title: s.title,
              status: status(s.status),
              openReports: Number(s.openReports),
              totalReports: Number(s.totalReports),
            },
          ]
        : [],
    ),
    log: log.map((l) => ({
      id: l.id,
      action: l.action,
      moderator: l.moderatorEmail,
      reason: l.reason,
      createdAt: isoTime(l.createdAt),
      adId: l.adId,
    })),
  };
}

/** One of the two people of a reported chat or review, as the moderators' queue shows them. */
function personOf(
  id: string,
  name: string | null,
  banned: boolean,
  shares: number | string,
): ConversationPerson {
  return { id, name: name?.trim() || UNNAMED, banned: Boolean(banned), sharesNumberWith: Number(shares) };
}

function toReportedConversation(row: ReportedConversationRow): ReportedConversationItem {
  return {
    id: row.id,
    adTitle: row.adTitle,
    buyer: personOf(row.buyerId, row.buyerName, row.buyerBanned, row.buyerShares),
    seller: personOf(row.sellerId, row.sellerName, row.sellerBanned, row.sellerShares),
    reports: (row.reports ?? []).map((r) => ({
      reporter: r.reporterId === row.buyerId ? 'buyer' : 'seller',
      reason: r.reason,
      createdAt: isoTime(r.createdAt),
    })),
    lastReportedAt: isoTime(row.lastAt),
  };
}

function toReportedReview(row: ReportedReviewRow): ReportedUserReviewItem {
  return {
    id: row.id,
    rating: Number(row.rating),
    body: row.body,
    reply: row.reply,
    reviewer: personOf(row.reviewerId, row.reviewerName, row.reviewerBanned, row.reviewerShares),
    reviewee: personOf(row.revieweeId, row.revieweeName, row.revieweeBanned, row.revieweeShares),
    conversationId: row.conversationId,
    adTitle: row.adTitle,
    reports: (row.reports ?? []).map((r) => ({
      reporter: r.reporterId === row.reviewerId ? 'reviewer' : 'reviewee',
      reason: r.reason,
      createdAt: isoTime(r.createdAt),
    })),
    lastReportedAt: isoTime(row.lastAt),
  };
}

/** A photo match with both of its ads (an ad of a category no longer known is left out). */
function toPhotoMatch(row: PhotoMatchRow): PhotoMatchItem[] {
  if (!isCategoryKey(row.adCategory) || !isCategoryKey(row.matchedCategory)) return [];
  return [
    {
      id: row.id,
      ad: {
        id: row.adId,
        category: row.adCategory,
        title: row.adTitle,
        status: status(row.adStatus),
        seller: { id: row.adSellerId, name: row.adSellerName?.trim() || UNNAMED },
      },
      matchedAd: {
        id: row.matchedAdId,
        category: row.matchedCategory,
        title: row.matchedTitle,
        status: status(row.matchedStatus),
        seller: { id: row.matchedSellerId, name: row.matchedSellerName?.trim() || UNNAMED },
      },
      photos: row.photos.map((p) => ({
        imageId: p.imageId,
        matchedImageId: p.matchedImageId,
        distance: Number(p.distance),
      })),
      createdAt: isoTime(row.createdAt),
    },
  ];
}
