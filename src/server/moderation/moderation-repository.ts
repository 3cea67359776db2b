// SQL of the moderation pages. The list reads the open reports through their partial index
// and the price anomalies through theirs, so it stays small whatever the number of ads.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const QUEUE_LIMIT = 100;
const SELLER_ADS_LIMIT = 50;

export interface QueueRow extends Record<string, unknown> {
  id: string;
  category: string;
  title: string;
  price: number;
  status: string;
  cover: string | null;
  created_at: Date | string;
  open_reports: number;
  reasons: { reason: string; n: number }[] | null;
  price_anomaly: boolean;
  user_id: string;
  seller_name: string | null;
}

export async function findQueue(db: Db): Promise<QueueRow[]> {
  const { rows } = await db.execute<QueueRow>(sql`
    with by_reason as (
      select ad_id, reason, count(*)::int as n, max(created_at) as last_at
      from ad_reports where status = 'open' group by ad_id, reason
    ), per_ad as (
      select ad_id, sum(n)::int as n, max(last_at) as last_at,
        json_agg(json_build_object('reason', reason, 'n', n) order by n desc, reason) as reasons
      from by_reason group by ad_id
    ), candidates as (
      select ad_id from per_ad
      union
      select id from ads where price_anomaly and listed
    )
    select a.id, a.category, a.title, a.price::float8 as price, a.status, a.images[1] as cover, a.created_at,
      coalesce(p.n, 0) as open_reports, p.reasons, a.price_anomaly, a.user_id, u.name as seller_name
    from candidates c
    join ads a on a.id = c.ad_id
    join users u on u.id = a.user_id
    left join per_ad p on p.ad_id = a.id
    order by coalesce(p.n, 0) desc, p.last_at desc nulls last, a.created_at desc, a.id
    limit ${QUEUE_LIMIT}`);
  return rows;
}

export interface ModerationAdRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  category: string;
  title: string;
  description: string | null;
  price: number;
  status: string;
  cover: string | null;
  created_at: Date | string;
  hidden_reason: string | null;
  price_anomaly: boolean;
  seller_name: string | null;
  seller_email: string | null;
  banned: boolean;
  member_since: Date | string;
}

export async function findModerationAd(db: Db, id: string): Promise<ModerationAdRow | undefined> {
  const { rows } = await db.execute<ModerationAdRow>(sql`
    select a.id, a.user_id, a.category, a.title, a.form_data ->> 'description' as description,
      a.price::float8 as price, a.status, a.images[1] as cover, a.created_at, a.hidden_reason, a.price_anomaly,
      u.name as seller_name, u.email as seller_email, u.banned_at is not null as banned,
      u.created_at as member_since
    from ads a join users u on u.id = a.user_id
    where a.id = ${id}`);
  return rows[0];
}

export interface ReportRow extends Record<string, unknown> {
  id: string;
  reason: string;
  note: string;
  status: string;
  created_at: Date | string;
  reporter: string | null;
}

export async function findReports(db: Db, adId: string): Promise<ReportRow[]> {
  const { rows } = await db.execute<ReportRow>(sql`
    select r.id, r.reason, r.note, r.status, r.created_at, coalesce(u.name, u.email) as reporter
    from ad_reports r join users u on u.id = r.reporter_id
    where r.ad_id = ${adId}
    order by (r.status = 'open') desc, r.created_at desc`);
  return rows;
}

export interface SellerAdRow extends Record<string, unknown> {
  id: string;
  category: string;
  title: string;
  status: string;
  open_reports: number;
  total_reports: number;
}

export async function findSellerAds(db: Db, userId: string, exceptId: string): Promise<SellerAdRow[]> {
  const { rows } = await db.execute<SellerAdRow>(sql`
    select a.id, a.category, a.title, a.status,
      (select count(*)::int from ad_reports r where r.ad_id = a.id and r.status = 'open') as open_reports,
      (select count(*)::int from ad_reports r where r.ad_id = a.id) as total_reports
    from ads a
    where a.user_id = ${userId} and a.id <> ${exceptId}
    order by a.created_at desc, a.id
    limit ${SELLER_ADS_LIMIT}`);
  return rows;
}

export interface LogRow extends Record<string, unknown> {
  id: string;
  action: string;
  moderator_email: string;
  reason: string;
  created_at: Date | string;
  ad_id: string | null;
}

/** The ad's own actions and those on its seller (ban, unban), newest first. */
export async function findLog(db: Db, adId: string, sellerId: string): Promise<LogRow[]> {
  const { rows } = await db.execute<LogRow>(sql`
    select id, action, moderator_email, reason, created_at, ad_id from moderation_log
    where ad_id = ${adId} or target_user_id = ${sellerId}
    order by created_at desc, id`);
  return rows;
}

export interface ReportedConversationRow extends Record<string, unknown> {
  id: string;
  ad_title: string;
  buyer_id: string;
  buyer_name: string | null;
  buyer_banned: boolean;
  seller_id: string;
  seller_name: string | null;
  seller_banned: boolean;
  reports: { reporter_id: string; reason: string; created_at: string }[];
  last_at: Date | string;
}

/** Reported conversations, most recently reported first, each with every report (chat_reports_created_idx). */
export async function findReportedConversations(db: Db): Promise<ReportedConversationRow[]> {
  const { rows } = await db.execute<ReportedConversationRow>(sql`
    with latest as (
      select conversation_id, max(created_at) as last_at
      from chat_reports group by conversation_id
      order by max(created_at) desc limit ${QUEUE_LIMIT}
    )
    select c.id, c.ad_title,
      c.buyer_id, b.name as buyer_name, b.banned_at is not null as buyer_banned,
      c.seller_id, s.name as seller_name, s.banned_at is not null as seller_banned,
      (select json_agg(json_build_object('reporter_id', r.reporter_id, 'reason', r.reason,
          'created_at', r.created_at) order by r.created_at desc)
        from chat_reports r where r.conversation_id = c.id) as reports,
      l.last_at
    from latest l
    join chat_conversations c on c.id = l.conversation_id
    join users b on b.id = c.buyer_id
    join users s on s.id = c.seller_id
    order by l.last_at desc, c.id`);
  return rows;
}
