// SQL of moderation, as `sql` templates whose rows come back camelCase (db/rows.ts): the moderation
// pages, the moderators' changes and reporting an ad. The list reads the open reports through their
// partial index and the price anomalies through theirs, so it stays small whatever the number of ads.
import { sql, type SQL } from 'drizzle-orm';
import { MODERATION_QUEUE_LIMIT } from '../../domain/limits';
import type { Db } from '../db/client';
import { rowOf, rowsOf, countOf } from '../db/rows';
import type { Tx } from '../db/tx';
import { refreshRatings } from '../reviews/review-repository';

const SELLER_ADS_LIMIT = 50;

export interface QueueRow {
  id: string;
  category: string;
  title: string;
  price: number;
  status: string;
  cover: string | null;
  createdAt: Date | string;
  openReports: number;
  reasons: { reason: string; n: number }[] | null;
  priceAnomaly: boolean;
  userId: string;
  sellerName: string | null;
}

export async function findQueue(db: Db): Promise<QueueRow[]> {
  return rowsOf<QueueRow>(
    db,
    sql`
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
    limit ${MODERATION_QUEUE_LIMIT}`,
  );
}

export interface ModerationAdRow {
  id: string;
  userId: string;
  category: string;
  title: string;
  description: string | null;
  price: number;
  status: string;
  cover: string | null;
  createdAt: Date | string;
  hiddenReason: string | null;
  priceAnomaly: boolean;
  sellerName: string | null;
  sellerEmail: string | null;
  banned: boolean;
  memberSince: Date | string;
}

export async function findModerationAd(db: Db, id: string): Promise<ModerationAdRow | undefined> {
  return rowOf<ModerationAdRow>(
    db,
    sql`
    select a.id, a.user_id, a.category, a.title, a.form_data ->> 'description' as description,
      a.price::float8 as price, a.status, a.images[1] as cover, a.created_at, a.hidden_reason, a.price_anomaly,
      u.name as seller_name, u.email as seller_email, u.banned_at is not null as banned,
      u.created_at as member_since
    from ads a join users u on u.id = a.user_id
    where a.id = ${id}`,
  );
}

export interface ReportRow {
  id: string;
  reason: string;
  note: string;
  status: string;
  createdAt: Date | string;
  reporter: string | null;
}

export async function findReports(db: Db, adId: string): Promise<ReportRow[]> {
  return rowsOf<ReportRow>(
    db,
    sql`
    select r.id, r.reason, r.note, r.status, r.created_at, coalesce(u.name, u.email) as reporter
    from ad_reports r join users u on u.id = r.reporter_id
    where r.ad_id = ${adId}
    order by (r.status = 'open') desc, r.created_at desc`,
  );
}

export interface SellerAdRow {
  id: string;
  category: string;
  title: string;
  status: string;
  openReports: number;
  totalReports: number;
}

export async function findSellerAds(db: Db, userId: string, exceptId: string): Promise<SellerAdRow[]> {
  return rowsOf<SellerAdRow>(
    db,
    sql`
    select a.id, a.category, a.title, a.status,
      (select count(*)::int from ad_reports r where r.ad_id = a.id and r.status = 'open') as open_reports,
      (select count(*)::int from ad_reports r where r.ad_id = a.id) as total_reports
    from ads a
    where a.user_id = ${userId} and a.id <> ${exceptId}
    order by a.created_at desc, a.id
    limit ${SELLER_ADS_LIMIT}`,
  );
}

export interface LogRow {
  id: string;
  action: string;
  moderatorEmail: string;
  reason: string;
  createdAt: Date | string;
  adId: string | null;
}

/** The ad's own actions and those on its seller (ban, unban), newest first. */
export async function findLog(db: Db, adId: string, sellerId: string): Promise<LogRow[]> {
  return rowsOf<LogRow>(
    db,
    sql`
    select id, action, moderator_email, reason, created_at, ad_id from moderation_log
    where ad_id = ${adId} or target_user_id = ${sellerId}
    order by created_at desc, id`,
  );
}

export interface ReportedConversationRow {
  id: string;
  adTitle: string;
  buyerId: string;
  buyerName: string | null;
  buyerBanned: boolean;
  sellerId: string;
  sellerName: string | null;
  sellerBanned: boolean;
  /** Other accounts that verified one of the buyer's (seller's) numbers too (decision 186). */
  buyerShares: number | string;
  sellerShares: number | string;
  /** Built as JSON in the SQL, so its keys are named there, camelCase too. */
  reports: { reporterId: string; reason: string; createdAt: string }[];
  lastAt: Date | string;
}

/** How many other accounts verified one of this person's numbers too (verified_phones_phone_idx). */
const sharesNumberWith = (userId: SQL) => sql`(
  select count(distinct o.user_id) from verified_phones m
  join verified_phones o on o.phone = m.phone and o.user_id <> m.user_id
  where m.user_id = ${userId})`;

/** Reported conversations, most recently reported first, each with every report (chat_reports_created_idx). */
export async function findReportedConversations(db: Db): Promise<ReportedConversationRow[]> {
  return rowsOf<ReportedConversationRow>(
    db,
    sql`
    with latest as (
      select conversation_id, max(created_at) as last_at
      from chat_reports group by conversation_id
      order by max(created_at) desc limit ${MODERATION_QUEUE_LIMIT}
    )
    select c.id, c.ad_title,
      c.buyer_id, b.name as buyer_name, b.banned_at is not null as buyer_banned,
      c.seller_id, s.name as seller_name, s.banned_at is not null as seller_banned,
      ${sharesNumberWith(sql`c.buyer_id`)} as buyer_shares,
      ${sharesNumberWith(sql`c.seller_id`)} as seller_shares,
      (select json_agg(json_build_object('reporterId', r.reporter_id, 'reason', r.reason,
          'createdAt', r.created_at) order by r.created_at desc)
        from chat_reports r where r.conversation_id = c.id) as reports,
      l.last_at
    from latest l
    join chat_conversations c on c.id = l.conversation_id
    join users b on b.id = c.buyer_id
    join users s on s.id = c.seller_id
    order by l.last_at desc, c.id`,
  );
}

export interface ReportedReviewRow {
  id: string;
  rating: number;
  body: string;
  reply: string | null;
  conversationId: string;
  adTitle: string | null;
  reviewerId: string;
  reviewerName: string | null;
  reviewerBanned: boolean;
  reviewerShares: number | string;
  revieweeId: string;
  revieweeName: string | null;
  revieweeBanned: boolean;
  revieweeShares: number | string;
  /** Built as JSON in the SQL, so its keys are named there, camelCase too. */
  reports: { reporterId: string; reason: string; createdAt: string }[];
  lastAt: Date | string;
}

/** Reviews with open reports, most recently reported first, each with its open reports (review_reports_open_idx). */
export async function findReportedReviews(db: Db): Promise<ReportedReviewRow[]> {
  return rowsOf<ReportedReviewRow>(
    db,
    sql`
    with latest as (
      select review_id, max(created_at) as last_at
      from review_reports where closed_at is null group by review_id
      order by max(created_at) desc limit ${MODERATION_QUEUE_LIMIT}
    )
    select r.id, r.rating, r.body, r.reply, r.conversation_id, c.ad_title,
      r.reviewer_id, coalesce(w.display_name, w.name) as reviewer_name,
      w.banned_at is not null as reviewer_banned, ${sharesNumberWith(sql`r.reviewer_id`)} as reviewer_shares,
      r.reviewee_id, coalesce(e.display_name, e.name) as reviewee_name,
      e.banned_at is not null as reviewee_banned, ${sharesNumberWith(sql`r.reviewee_id`)} as reviewee_shares,
      (select json_agg(json_build_object('reporterId', p.reporter_id, 'reason', p.reason,
          'createdAt', p.created_at) order by p.created_at desc)
        from review_reports p where p.review_id = r.id and p.closed_at is null) as reports,
      l.last_at
    from latest l
    join reviews r on r.id = l.review_id
    join chat_conversations c on c.id = r.conversation_id
    join users w on w.id = r.reviewer_id
    join users e on e.id = r.reviewee_id
    order by l.last_at desc, r.id`,
  );
}

// The moderators' changes. Each runs inside the action's transaction (moderation-service.ts), with
// the audit row that records it.

export interface LogEntry {
  action: string;
  moderatorId: string;
  moderatorEmail: string;
  adId: string | null;
  targetUserId: string | null;
  reason: string;
}

export async function insertLog(tx: Tx, entry: LogEntry): Promise<void> {
  await tx.execute(sql`
    insert into moderation_log (action, moderator_id, moderator_email, ad_id, target_user_id, reason)
    values (${entry.action}, ${entry.moderatorId}, ${entry.moderatorEmail}, ${entry.adId}, ${entry.targetUserId},
      ${entry.reason})`);
}

/** The ad's owner, or undefined when there is no such ad. */
export async function findAdOwner(tx: Tx, adId: string): Promise<string | undefined> {
  const row = await rowOf<{ userId: string }>(tx, sql`select user_id from ads where id = ${adId}`);
  return row?.userId;
}

/** What a hidden ad becomes when it comes back: what its dates say it would be now. */
function restoredColumns(now: Date): SQL {
  const at = now.toISOString();
  // A sold ad stays out of browsing (decision 159).
  return sql`
    status = case when sold_at is not null then 'sold' when expires_at > ${at} then 'active' else 'expired' end,
    listed = sold_at is null and expires_at > ${at},
    hidden_reason = null, hidden_by_ban = false`;
}

/** The open reports on one ad, or on every ad of one seller, are closed. */
export async function resolveReports(
  tx: Tx,
  of: { adId: string } | { sellerId: string },
  status: 'dismissed' | 'actioned',
  now: Date,
): Promise<void> {
  const where =
    'adId' in of
      ? sql`ad_id = ${of.adId}`
      : sql`ad_id in (select id from ads where user_id = ${of.sellerId})`;
  await tx.execute(sql`
    update ad_reports set status = ${status}, resolved_at = ${now.toISOString()}
    where status = 'open' and ${where}`);
}

/** A price flagged as anomalous was looked at and is fine. */
export async function clearPriceAnomaly(tx: Tx, adId: string): Promise<void> {
  await tx.execute(sql`update ads set price_anomaly = false where id = ${adId}`);
}

/** Hides the ad; its title, or undefined when it was hidden already (or is not there). */
export async function hideAdRow(
  tx: Tx,
  adId: string,
  reason: string,
): Promise<{ title: string } | undefined> {
  return rowOf<{ id: string; title: string }>(
    tx,
    sql`
    update ads set status = 'hidden', listed = false, hidden_reason = ${reason}, hidden_by_ban = false
    where id = ${adId} and status <> 'hidden' returning id, title`,
  );
}

/** Brings a hidden ad back; false when it was not hidden. */
export async function restoreAdRow(tx: Tx, adId: string, now: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update ads set ${restoredColumns(now)} where id = ${adId} and status = 'hidden' returning id`,
  );
  return rows.length > 0;
}

/** Deletes a conversation's reports; how many there were. */
export async function deleteConversationReports(tx: Tx, conversationId: string): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`delete from chat_reports where conversation_id = ${conversationId} returning id`,
  );
  return rows.length;
}

/** The person about to be banned, locked until the ban commits; undefined when there is none. */
export async function lockUserToBan(
  tx: Tx,
  userId: string,
): Promise<{ email: string | null; verified: boolean; banned: boolean } | undefined> {
  return rowOf<{ email: string | null; verified: boolean; banned: boolean }>(
    tx,
    sql`select email, email_verified as verified, banned_at is not null as banned
        from users where id = ${userId} for update`,
  );
}

/**
 * The ban itself: the account is marked, every ad of theirs not already hidden is hidden as the ban's
 * (only those come back on unban) and the reports on their ads are closed. Their sessions stay, so the
 * next page they open says why they are suspended and how to ask for a review (decision 189); the
 * app-wide guard refuses every change and reveal, and the route closes their live sockets.
 */
export async function banRows(tx: Tx, userId: string, hiddenReason: string, now: Date): Promise<void> {
  await tx.execute(sql`update users set banned_at = ${now.toISOString()} where id = ${userId}`);
  await tx.execute(sql`
    update ads set status = 'hidden', listed = false, hidden_reason = ${hiddenReason}, hidden_by_ban = true
    where user_id = ${userId} and status <> 'hidden'`);
  await resolveReports(tx, { sellerId: userId }, 'actioned', now);
  // Their sessions stay (decision 189), but no push reaches a banned person's devices.
  await tx.execute(sql`delete from push_subscriptions where user_id = ${userId}`);
}

/** Lifts a ban; false when the person was not banned (or is not there). */
export async function unbanRow(tx: Tx, userId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update users set banned_at = null where id = ${userId} and banned_at is not null returning id`,
  );
  return rows.length > 0;
}

export async function userExists(tx: Tx, userId: string): Promise<boolean> {
  return (await rowOf(tx, sql`select 1 from users where id = ${userId}`)) !== undefined;
}

/** The ads the ban hid come back, each as its dates say it would be now. */
export async function restoreBannedAds(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.execute(sql`update ads set ${restoredColumns(now)} where user_id = ${userId} and hidden_by_ban`);
}

// Reporting an ad (report-service.ts), under a lock on the reporter's row.

/** The ad's owner and status, or undefined when there is no such ad. */
export async function findAdToReport(
  tx: Tx,
  adId: string,
): Promise<{ userId: string; status: string } | undefined> {
  return rowOf<{ userId: string; status: string }>(
    tx,
    sql`select user_id, status from ads where id = ${adId}`,
  );
}

export async function hasOpenReport(tx: Tx, adId: string, reporterId: string): Promise<boolean> {
  const row = await rowOf(
    tx,
    sql`select 1 from ad_reports where ad_id = ${adId} and reporter_id = ${reporterId} and status = 'open'`,
  );
  return row !== undefined;
}

export async function countReportsSince(tx: Tx, reporterId: string, since: Date): Promise<number> {
  return countOf(
    tx,
    sql`
    select count(*)::int as n from ad_reports
    where reporter_id = ${reporterId} and created_at > ${since.toISOString()}`,
  );
}

/** The new report's id, or undefined when this person already has an open report on the ad. */
export async function insertAdReport(
  tx: Tx,
  report: { adId: string; reporterId: string; reason: string; note: string; now: Date },
): Promise<string | undefined> {
  const row = await rowOf<{ id: string }>(
    tx,
    sql`
    insert into ad_reports (ad_id, reporter_id, reason, note, created_at)
    values (${report.adId}, ${report.reporterId}, ${report.reason}, ${report.note}, ${report.now.toISOString()})
    on conflict (ad_id, reporter_id) where status = 'open' do nothing
    returning id`,
  );
  return row?.id;
}

/** Who wrote a review, for the audit row; undefined when there is no such review. */
export async function findReviewer(db: Db, reviewId: string): Promise<string | undefined> {
  const row = await rowOf<{ reviewerId: string }>(
    db,
    sql`select reviewer_id from reviews where id = ${reviewId}`,
  );
  return row?.reviewerId;
}

/** Closes a review's open reports, and with `remove` takes the review off every page; false when none was open. */
export async function closeReviewReports(tx: Tx, reviewId: string, remove: boolean): Promise<boolean> {
  const closed = await rowsOf<{ id: string }>(
    tx,
    sql`update review_reports set closed_at = now()
    where review_id = ${reviewId} and closed_at is null returning id`,
  );
  if (closed.length === 0) return false;
  if (remove) {
    const removed = await rowOf<{ revieweeId: string }>(
      tx,
      sql`update reviews set removed_at = now() where id = ${reviewId} returning reviewee_id`,
    );
    if (removed) await refreshRatings(tx, [removed.revieweeId]);
  }
  return true;
}
