// Rows → the moderation API's shapes.
import { isAdStatus, type AdStatus } from '../../domain/ad-status';
import { isCategoryKey } from '../../domain/categories';
import type {
  ModerationAdResponse,
  ModerationQueueResponse,
  ReportedConversationItem,
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
  findReports,
  findSellerAds,
  type ReportedConversationRow,
} from './moderation-repository';

const status = (s: string): AdStatus => (isAdStatus(s) ? s : 'active');
const UNNAMED = 'B/S member';

export async function moderationQueue(db: Db): Promise<ModerationQueueResponse> {
  const [rows, conversations] = await Promise.all([findQueue(db), findReportedConversations(db)]);
  return {
    conversations: conversations.map(toReportedConversation),
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
              createdAt: isoTime(r.created_at),
              openReports: Number(r.open_reports),
              reasons: (r.reasons ?? []).map((x) => ({
                reason: x.reason,
                label: reasonLabel(x.reason),
                count: Number(x.n),
              })),
              priceAnomaly: Boolean(r.price_anomaly),
              seller: { id: r.user_id, name: r.seller_name?.trim() || UNNAMED },
            },
          ]
        : [],
    ),
  };
}

export async function moderationAd(db: Db, id: string): Promise<ModerationAdResponse> {
  const ad = await findModerationAd(db, id);
  if (!ad || !isCategoryKey(ad.category)) throw notFound(MSG.adNotFound);
  const [reports, sellerAds, log] = await Promise.all([
    findReports(db, id),
    findSellerAds(db, ad.user_id, id),
    findLog(db, id, ad.user_id),
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
      createdAt: isoTime(ad.created_at),
      hiddenReason: ad.hidden_reason,
      priceAnomaly: Boolean(ad.price_anomaly),
    },
    seller: {
      id: ad.user_id,
      name: ad.seller_name?.trim() || UNNAMED,
      email: ad.seller_email,
      banned: Boolean(ad.banned),
      memberSince: isoTime(ad.member_since),
    },
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      label: reasonLabel(r.reason),
      note: r.note,
      status: r.status as ModerationAdResponse['reports'][number]['status'],
      createdAt: isoTime(r.created_at),
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
              openReports: Number(s.open_reports),
              totalReports: Number(s.total_reports),
            },
          ]
        : [],
    ),
    log: log.map((l) => ({
      id: l.id,
      action: l.action,
      moderator: l.moderator_email,
      reason: l.reason,
      createdAt: isoTime(l.created_at),
      adId: l.ad_id,
    })),
  };
}

function toReportedConversation(row: ReportedConversationRow): ReportedConversationItem {
  return {
    id: row.id,
    adTitle: row.ad_title,
    buyer: { id: row.buyer_id, name: row.buyer_name?.trim() || UNNAMED, banned: Boolean(row.buyer_banned) },
    seller: {
      id: row.seller_id,
      name: row.seller_name?.trim() || UNNAMED,
      banned: Boolean(row.seller_banned),
    },
    reports: (row.reports ?? []).map((r) => ({
      reporter: r.reporter_id === row.buyer_id ? 'buyer' : 'seller',
      reason: r.reason,
      createdAt: isoTime(r.created_at),
    })),
    lastReportedAt: isoTime(row.last_at),
  };
}
