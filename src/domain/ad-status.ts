// An ad's life: active while it can be found; sold once the seller says so; expired when it
// has not been posted or renewed for a while; hidden by a moderator. The column is ads.status.
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
