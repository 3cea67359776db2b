// The shapes of the JSON API, shared by the server (which builds them) and the web app (which reads
// them). Phone numbers appear only in ContactResponse (docs/architecture.md §5).
import type { z } from 'zod';
import type {
  priceGuideResponseSchema,
  adDetailRowSchema,
  adDetailSchema,
  adSummarySchema,
  contactResponseSchema,
  editableAdSchema,
  facetValueSchema,
  facetsResponseSchema,
  homeResponseSchema,
  listingResponseSchema,
  meResponseSchema,
  myAdsResponseSchema,
  notificationItemSchema,
  notificationsResponseSchema,
  pushKeyResponseSchema,
  savedAdIdsResponseSchema,
  savedAdItemSchema,
  savedAdResponseSchema,
  savedAdStateSchema,
  savedAdsResponseSchema,
  savedSearchItemSchema,
  savedSearchesResponseSchema,
  searchResponseSchema,
  sessionUserSchema,
  suspensionResponseSchema,
  sellerAdsResponseSchema,
  similarAdsResponseSchema,
  sellerProfileSchema,
  sellerReviewSchema,
  suggestionSchema,
  suggestionsResponseSchema,
  trendingResponseSchema,
  unreadCountResponseSchema,
  uploadedImageSchema,
} from './api-schemas';
import type { Message } from './messages';

/** An ad as cards show it: lists, home rows, search results, My Ads. Never carries the phone. */
export type AdSummary = z.infer<typeof adSummarySchema>;

/** One line of the details list on the ad page, with a human label. */
export type AdDetailRow = z.infer<typeof adDetailRowSchema>;

export type AdDetail = z.infer<typeof adDetailSchema>;

/** GET /api/price-guide (decision 193). */
export type PriceGuideResponse = z.infer<typeof priceGuideResponseSchema>;

/** A page of a category's listing, with what the search understood ('Showing results for corolla'). */
export type ListingResponse = z.infer<typeof listingResponseSchema>;

export type FacetValue = z.infer<typeof facetValueSchema>;
/** Facet values with counts per filter param, for filters without a fixed option list (and brand's '(n available)'). */
export type FacetsResponse = z.infer<typeof facetsResponseSchema>;

export type HomeResponse = z.infer<typeof homeResponseSchema>;

/** Home's search: every matching ad, paged and counted as a listing (decision 150). */
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export type Suggestion = z.infer<typeof suggestionSchema>;
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** GET /api/trending: the footer's 'Trending Searches', each leading to at least `count` ads. */
export type TrendingResponse = z.infer<typeof trendingResponseSchema>;

/** The only answer with a phone number: 03xx-xxxxxxx, or null when the seller left none. */
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** POST /api/images: one processed photo. */
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** An ad as its owner edits it (GET /api/ads/:id/edit). */
export type EditableAd = z.infer<typeof editableAdSchema>;

export type SavedAdResponse = z.infer<typeof savedAdResponseSchema>;

export type MyAdsResponse = z.infer<typeof myAdsResponseSchema>;

/** The signed-in person as the web app knows them (GET /api/me, PATCH /api/me/settings). */
export type SessionUser = z.infer<typeof sessionUserSchema>;
/** GET /api/me/suspension (decision 189). */
export type SuspensionResponse = z.infer<typeof suspensionResponseSchema>;

export type MeResponse = z.infer<typeof meResponseSchema>;

/** A seller's page (GET /api/sellers/:id) and their ads (GET /api/sellers/:id/ads). */
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
/** A review of a person, as their page lists it. */
export type SellerReview = z.infer<typeof sellerReviewSchema>;
export type SellerAdsResponse = z.infer<typeof sellerAdsResponseSchema>;
/** 'Similar ads' on the ad page (GET /api/ads/:id/similar). */
export type SimilarAdsResponse = z.infer<typeof similarAdsResponseSchema>;

/**
 * The one-shot signal the sign-in routes leave for the web app: a short-lived cookie the page reads
 * once (and deletes) to show the sign-in toast. A cookie, not a URL parameter, so a link cannot fake it.
 */
export const AUTH_FLASH = { cookie: 'bs_auth', signedIn: 'signed-in', failed: 'failed' } as const;
export type AuthFlash = typeof AUTH_FLASH.signedIn | typeof AUTH_FLASH.failed;

// Buyers come back: saved ads, saved searches, notifications, web push.

/** What became of a saved ad: still for sale, or marked on /saved. Deleted and hidden ads are 'removed'. */
export type SavedAdState = z.infer<typeof savedAdStateSchema>;

export type SavedAdItem = z.infer<typeof savedAdItemSchema>;
export type SavedAdsResponse = z.infer<typeof savedAdsResponseSchema>;
/** GET /api/saved-ads/ids: what the hearts need, for every saved ad of the person. */
export type SavedAdIdsResponse = z.infer<typeof savedAdIdsResponseSchema>;

export type SavedSearchItem = z.infer<typeof savedSearchItemSchema>;
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;

export type NotificationItem = z.infer<typeof notificationItemSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** GET /api/push/key: null when web push is not configured on this server. */
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/**
 * Every error the API answers, in one shape (docs/architecture.md §4): the English texts, and beside
 * them the code and values of each that has one, for the page to word in its reader's language
 * (decision 154). Built once on the server (src/server/http/errors.ts errorBody) and read once in the
 * browser (src/web/lib/api/client.ts apiErrorOf).
 */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    messageCode?: Message['code'];
    values?: Message['values'];
    fields?: Record<string, string>;
    fieldCodes?: Record<string, Message>;
    /** The request's id, to find it in the logs. */
    requestId?: string;
  };
}
