// The shapes of the JSON API, shared by the server (which builds them) and the web app (which reads
// them). Phone numbers appear only in ContactResponse (docs/architecture.md §5).
import type { AdStatus } from './ad-status';
import type { CategoryKey } from './categories';
import type { z } from 'zod';
import type {
  pushKeyResponseSchema,
  savedAdIdsResponseSchema,
  unreadCountResponseSchema,
} from './api-schemas';
import type { Message } from './messages';
import type { SearchNamePart } from './format/search-name-words';

/** An ad as cards show it: lists, home rows, search results, My Ads. Never carries the phone. */
export interface AdSummary {
  id: string;
  category: CategoryKey;
  title: string;
  brand: string;
  model: string;
  /** Whole rupees; 0 means no price ('Contact for price'). For rent, per month; for jobs, the salary. */
  price: number;
  location: string;
  /** Property ads: the optional area / society ('DHA Phase 6'), shown before the city. */
  society?: string;
  /** ISO 8601. */
  createdAt: string;
  /** Image id of the cover (see domain/media.ts imageUrl), or null: the card shows the category fallback. */
  cover: string | null;
  imageCount: number;
  /** Two or three short facts for the card, e.g. ['256GB', 'PTA Approved'] or ['2018', 'Automatic']. */
  highlights: string[];
  /** The price before a recent drop: the card shows 'Price dropped' with it struck through. */
  previousPrice?: number;
  /** active in browsing; sold (badged 'Sold') on the ad page and saved ads, and My Ads shows every status. */
  status: AdStatus;
}

/** One line of the details list on the ad page, with a human label. */
export interface AdDetailRow {
  label: string;
  value: string;
}

export interface AdDetail extends AdSummary {
  variant: string;
  /** All photo ids in order, cover first. */
  images: string[];
  description: string;
  details: AdDetailRow[];
  /** For rent: the security deposit in rupees, else null. */
  deposit: number | null;
  /** Whether a number can be revealed (the number itself only through POST /api/ads/:id/contact). */
  hasPhone: boolean;
  isOwner: boolean;
  seller: { name: string; memberSince: string };
  updatedAt: string;
  /** Priced far below similar active ads: the page warns. */
  priceAnomaly: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /**
   * True when there are at least `total` results (LISTING_COUNT_CAP) and counting stopped there, so a
   * big category answers fast (decision 003): show '10,000+ result(s) found'.
   */
  totalIsCapped?: boolean;
}

/** What a search understood, so the page can say 'Showing results for corolla'. */
export interface SearchUnderstood {
  /** The text actually searched when a word was corrected; absent when searched as typed. */
  correctedText?: string;
}

export type ListingResponse = Page<AdSummary> & SearchUnderstood;

export interface FacetValue {
  value: string;
  count: number;
}
/** Facet values with counts per filter param, for filters without a fixed option list (and brand's '(n available)'). */
export interface FacetsResponse {
  facets: Record<string, FacetValue[]>;
}

export interface HomeResponse {
  rows: Record<CategoryKey, AdSummary[]>;
}

/** Home's search: every matching ad, paged and counted as a listing (decision 150). */
export interface SearchResponse extends Page<AdSummary>, SearchUnderstood {
  /** A word named a category ('gari' → vehicles): results come from it alone, as its listing. */
  category?: CategoryKey;
}

export interface Suggestion {
  /** Text shown, e.g. 'Samsung Galaxy A55'. */
  label: string;
  category: CategoryKey;
  /**
   * The category listing's params it opens: { brand, model } for a model, { brand } for a brand,
   * none for the category itself (src/domain/search/suggestion-params.ts).
   */
  params: Record<string, string>;
  /** Listed ads it leads to: the total of the listing it opens (decision 151). */
  count: number;
}
export interface SuggestionsResponse {
  items: Suggestion[];
}

/** GET /api/trending: the footer's 'Trending Searches', each leading to at least `count` ads. */
export interface TrendingResponse {
  items: { label: string; path: string; count: number }[];
}

export interface LocationsResponse {
  locations: string[];
}

export interface ContactResponse {
  /** 03xx-xxxxxxx, or null when the seller left none ('Not available'). */
  phone: string | null;
}

/** POST /api/images: one processed photo. */
export interface UploadedImage {
  id: string;
  width: number;
  height: number;
}

/** An ad as its owner edits it (GET /api/ads/:id/edit). */
export interface EditableAd {
  id: string;
  category: CategoryKey;
  /** Catalogue brand and model as chosen, or 'Other' with the names in formData.brandName/modelName. */
  brand: string;
  model: string;
  formData: Record<string, string>;
  images: string[];
}

export interface SavedAdResponse {
  id: string;
  /** The ad's page, e.g. '/mobile-phones/…'. */
  path: string;
}

export interface MyAdItem extends AdSummary {
  images: string[];
  /** ISO 8601: when an active ad expires (it can be renewed after). */
  expiresAt: string;
  /** Why moderators hid it, when status is 'hidden'. */
  hiddenReason: string | null;
}

export interface MyAdsResponse {
  /** `saves`: how many people saved the ad. */
  items: (MyAdItem & { saves: number })[];
}

/** The signed-in person as the web app knows them (GET /api/me, PATCH /api/me/settings). */
export interface SessionUser {
  id: string;
  name: string | null;
  email: string | null;
  /** From the identity provider's `picture` claim; null shows initials. */
  avatarUrl: string | null;
  /** Settings that prefill new ads: 03xx-xxxxxxx and one of CITIES, or null. */
  defaultPhone: string | null;
  defaultCity: string | null;
  /** Email in ADMIN_EMAILS: the menu shows 'Moderation'. Absent means no. */
  isModerator?: boolean;
}

export interface MeResponse {
  user: SessionUser | null;
}

/**
 * The one-shot signal the sign-in routes leave for the web app: a short-lived cookie the page reads
 * once (and deletes) to show the sign-in toast. A cookie, not a URL parameter, so a link cannot fake it.
 */
export const AUTH_FLASH = { cookie: 'bs_auth', signedIn: 'signed-in', failed: 'failed' } as const;
export type AuthFlash = typeof AUTH_FLASH.signedIn | typeof AUTH_FLASH.failed;

// Buyers come back: saved ads, saved searches, notifications, web push.

/** What became of a saved ad: still for sale, or marked on /saved. Deleted and hidden ads are 'removed'. */
export type SavedAdState = 'active' | 'sold' | 'expired' | 'removed';

export interface SavedAdItem {
  ad: AdSummary;
  state: SavedAdState;
  /** ISO 8601: when the person saved it. */
  savedAt: string;
}
export interface SavedAdsResponse {
  items: SavedAdItem[];
}
/** GET /api/saved-ads/ids: what the hearts need, for every saved ad of the person. */
export type SavedAdIdsResponse = z.infer<typeof savedAdIdsResponseSchema>;

export interface SavedSearchItem {
  id: string;
  name: string;
  /** While the name is still the suggested one: its parts, for the page to word in its language. */
  nameParts?: SearchNamePart[];
  category: CategoryKey;
  /** The listing URL it opens, e.g. '/motors?brand=Toyota&model=Corolla'. */
  href: string;
  /**
   * Ads its listing shows that were posted since the person last opened it, counted no further than
   * SAVED_SEARCH_NEW_CAP + 1 (more than the cap reads '99+').
   */
  newCount: number;
  createdAt: string;
  lastVisitedAt: string;
}
export interface SavedSearchesResponse {
  items: SavedSearchItem[];
}

export interface NotificationItem {
  id: string;
  kind: string;
  /** In English; `said` holds what the page words in its reader's language (decision 154). */
  title: string;
  body: string;
  /** The codes of title and body (a body in a person's own words has none). */
  said?: { title: Message; body?: Message; searchName?: SearchNamePart[] };
  /** Where a tap goes: the ad, or the saved search's listing. */
  href: string | null;
  /** For grouped new-ad alerts: the saved search, opened (and marked visited) through its own route. */
  savedSearchId: string | null;
  read: boolean;
  createdAt: string;
}
export interface NotificationsResponse {
  items: NotificationItem[];
  unread: number;
}
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** GET /api/push/key: null when web push is not configured on this server. */
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/**
 * Every error the API answers, in one shape (docs/architecture.md §4): the English texts, and beside
 * them the code and values of each that has one, for the page to word in its reader's language
 * (decision 154). Built once on the server (src/server/http/errors.ts errorBody) and read once in the
 * browser (src/web/lib/api.ts apiErrorOf).
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
