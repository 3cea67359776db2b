// An ad's life: active while it can be found; sold once the seller says so; expired when it
// has not been posted or renewed for a while; hidden by a moderator. The column is ads.status.
import { DAY_MS, SOLD_LISTED_DAYS } from './limits';

export const AD_STATUSES = ['active', 'sold', 'expired', 'hidden'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

export function isAdStatus(value: string): value is AdStatus {
  return (AD_STATUSES as readonly string[]).includes(value);
}

/** The badge of each status, on cards, the ad page and My Ads. */
export const STATUS_BADGES: Record<AdStatus, string> = {
  active: 'Available',
  sold: 'Sold',
  expired: 'Expired',
  hidden: 'Hidden by moderators',
};

// Who sees an ad's page (decisions 080, 159): the same rule for the page and for its photos.
/** When a sold ad's page stops answering to buyers. */
function soldPageEnds(soldAt: Date): Date {
  return new Date(soldAt.getTime() + SOLD_LISTED_DAYS * DAY_MS);
}

/**
 * A hidden ad, and an ad sold more than SOLD_LISTED_DAYS ago, answer 'Ad not found.' to everyone but
 * their owner and moderators.
 */
export function visibleOnItsPage(
  ad: { status: string; userId: string; soldAt?: Date | null },
  viewer: { id: string; isModerator: boolean } | null,
  now = new Date(),
): boolean {
  const gone =
    ad.status === 'hidden' ||
    (ad.status === 'sold' && ad.soldAt != null && soldPageEnds(ad.soldAt).getTime() <= now.getTime());
  if (!gone) return true;
  return Boolean(viewer && (viewer.id === ad.userId || viewer.isModerator));
}
