// The shapes of the moderation API: /api/admin/*, for moderators only.
import type { AdStatus } from './ad-status';
import type { CategoryKey } from './categories';

/** What a moderator can do: the end of /api/admin/{ads|users}/:id/{action}, and an audit row's action. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'restore', 'ban', 'unban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export interface ReasonCount {
  reason: string;
  /** The reason as the report dialog words it. */
  label: string;
  count: number;
}

/** One ad in the moderation list: most reported first, price anomalies too. */
export interface ModerationQueueItem {
  id: string;
  category: CategoryKey;
  title: string;
  price: number;
  status: AdStatus;
  cover: string | null;
  createdAt: string;
  openReports: number;
  reasons: ReasonCount[];
  priceAnomaly: boolean;
  seller: { id: string; name: string };
}

/** One of the two people of a reported conversation. */
export interface ConversationPerson {
  id: string;
  name: string;
  banned: boolean;
}

/** A conversation someone reported: who is in it, and each report (the other person is the one reported). */
export interface ReportedConversationItem {
  id: string;
  adTitle: string;
  buyer: ConversationPerson;
  seller: ConversationPerson;
  reports: { reporter: 'buyer' | 'seller'; reason: string; createdAt: string }[];
  lastReportedAt: string;
}

export interface ModerationQueueResponse {
  items: ModerationQueueItem[];
  /** Reported conversations, most recently reported first; a moderator reads one at /chat/:id. */
  conversations: ReportedConversationItem[];
}

export interface ModerationReport {
  id: string;
  reason: string;
  label: string;
  note: string;
  status: 'open' | 'dismissed' | 'actioned';
  createdAt: string;
  reporter: string;
}

export interface ModerationLogEntry {
  id: string;
  action: string;
  moderator: string;
  reason: string;
  createdAt: string;
  adId: string | null;
}

export interface SellerAd {
  id: string;
  category: CategoryKey;
  title: string;
  status: AdStatus;
  openReports: number;
  totalReports: number;
}

/** GET /api/admin/ads/:id: everything a moderator needs to decide about one ad. */
export interface ModerationAdResponse {
  ad: {
    id: string;
    category: CategoryKey;
    title: string;
    description: string;
    price: number;
    status: AdStatus;
    cover: string | null;
    createdAt: string;
    hiddenReason: string | null;
    priceAnomaly: boolean;
  };
  seller: { id: string; name: string; email: string | null; banned: boolean; memberSince: string };
  reports: ModerationReport[];
  sellerAds: SellerAd[];
  log: ModerationLogEntry[];
}
