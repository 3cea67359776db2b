// Zod schemas of API answers, declared on their routes for the OpenAPI document (decision 161). The
// types in api.ts, chat.ts and moderation-api.ts are inferred from these, so each shape is written
// once. Server only at run time: the web imports those files, whose imports of this one are type-only.
// Text is plainString() as in every domain schema (schemas/text.ts); the answers are never parsed with
// these (the serializer is plain JSON.stringify), so a schema here documents and types, nothing more.
import { z } from 'zod';
import { AD_STATUSES } from './ad-status';
import { CATEGORY_KEYS } from './categories';
import { SELLER_BADGES } from './seller';
import { MESSAGES, type MessageCode } from './messages';
import { plainString } from './schemas/text';

const text = () => plainString();
/** Text a person wrote over several lines: descriptions, messages, notes. */
const lines = () => plainString({ multiline: true });
/** An ISO 8601 date and time. */
const isoDate = () => plainString();
const count = () => z.number().int().nonnegative();
/** Whole rupees. */
const rupees = () => z.number().int();

const categoryKeySchema = z.enum(CATEGORY_KEYS);

/** The middle half of comparable ads' prices, how many, and in which city (null: all of Pakistan). */
const priceGuideSchema = z.object({
  low: rupees(),
  high: rupees(),
  count: count(),
  city: text().nullable(),
});
/** GET /api/price-guide: the guide of what the post form holds so far, or null. */
export const priceGuideResponseSchema = z.object({ guide: priceGuideSchema.nullable() });
const adStatusSchema = z.enum(AD_STATUSES);

/** A message's code and values, for the page to word in its reader's language (decision 154). */
const messageSchema = z.object({
  code: z.enum(Object.keys(MESSAGES) as [MessageCode, ...MessageCode[]]),
  values: z.record(text(), z.union([text(), z.number()])).optional(),
});

/** One part of a saved search's suggested name (format/search-name-words.ts). */
const searchNamePartSchema = z.union([
  z.object({ typed: text() }),
  z.object({ word: text() }),
  z.object({ count: text(), label: text() }),
  z.object({ place: text() }),
  z.object({ under: z.number() }),
  z.object({ over: z.number() }),
  z.object({ from: z.number(), to: z.number() }),
]);

/** The answer of a route that answers 204: no body. */
export const noContentSchema = z.undefined().describe('Done: no body.');

// Ads: cards, the ad page, listings, home, search.

/** An ad as cards show it: lists, home rows, search results, My Ads. Never carries the phone. */
export const adSummarySchema = z.object({
  id: text(),
  category: categoryKeySchema,
  title: text(),
  brand: text(),
  model: text(),
  /** Whole rupees; 0 means no price ('Contact for price'). For rent, per month; for jobs, the salary. */
  price: rupees(),
  location: text(),
  /** Property ads: the optional area / society ('DHA Phase 6'), shown before the city. */
  society: text().optional(),
  /** ISO 8601. */
  createdAt: isoDate(),
  /** Image id of the cover (see domain/media.ts imageUrl), or null: the card shows the category fallback. */
  cover: text().nullable(),
  imageCount: count(),
  /** Two or three short facts for the card, e.g. ['256GB', 'PTA Approved'] or ['2018', 'Automatic']. */
  highlights: z.array(text()),
  /** The price before a recent drop: the card shows 'Price dropped' with it struck through. */
  previousPrice: rupees().optional(),
  /** active in browsing; sold (badged 'Sold') on the ad page and saved ads, and My Ads shows every status. */
  status: adStatusSchema,
});

/** One line of the details list on the ad page, with a human label. */
export const adDetailRowSchema = z.object({ label: text(), value: text() });

/** GET /api/ads/:id */
export const adDetailSchema = adSummarySchema.extend({
  variant: text(),
  /** All photo ids in order, cover first. */
  images: z.array(text()),
  description: lines(),
  details: z.array(adDetailRowSchema),
  /** For rent: the security deposit in rupees, else null. */
  deposit: rupees().nullable(),
  /** Whether a number can be revealed (the number itself only through POST /api/ads/:id/contact). */
  hasPhone: z.boolean(),
  /** The ad's number is one the seller verified by SMS: the page shows 'Verified' (decision 186). */
  phoneVerified: z.boolean(),
  isOwner: z.boolean(),
  /** People who viewed the ad, once each per day (decision 196): in the owner's answer only. */
  views: count().optional(),
  /** The seller's shown name (display name, else their Google name) and id, for their page (/seller/:id). */
  seller: z.object({ id: text(), name: text(), memberSince: isoDate() }),
  updatedAt: isoDate(),
  /** Priced far below similar active ads: the page warns. */
  priceAnomaly: z.boolean(),
  /** What most comparable ads ask (decision 193), or null with too few of them. */
  priceGuide: priceGuideSchema.nullable(),
});

const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: count(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    pageCount: count(),
    /**
     * True when there are at least `total` results (LISTING_COUNT_CAP) and counting stopped there, so a
     * big category answers fast (decision 003): show '1,000+ result(s) found'.
     */
    totalIsCapped: z.boolean().optional(),
  });

/** What a search understood, so the page can say 'Showing results for corolla'. */
const searchUnderstoodShape = {
  /** The text actually searched when a word was corrected; absent when searched as typed. */
  correctedText: text().optional(),
};

/** GET /api/ads: one page of a category's listing. */
export const listingResponseSchema = pageSchema(adSummarySchema).extend(searchUnderstoodShape);

export const facetValueSchema = z.object({ value: text(), count: count() });
/** GET /api/ads/facets: values with counts per filter param, for filters without a fixed option list. */
export const facetsResponseSchema = z.object({ facets: z.record(text(), z.array(facetValueSchema)) });

/** GET /api/home */
export const homeResponseSchema = z.object({ rows: z.record(categoryKeySchema, z.array(adSummarySchema)) });

/** GET /api/search: every matching ad, paged and counted as a listing (decision 150). */
export const searchResponseSchema = listingResponseSchema.extend({
  /** A word named a category ('gari' → vehicles): results come from it alone, as its listing. */
  category: categoryKeySchema.optional(),
});

export const suggestionSchema = z.object({
  /** Text shown, e.g. 'Samsung Galaxy A55'. */
  label: text(),
  category: categoryKeySchema,
  /**
   * The category listing's params it opens: { brand, model } for a model, { brand } for a brand,
   * none for the category itself (src/domain/search/suggestion-params.ts).
   */
  params: z.record(text(), text()),
  /** Listed ads it leads to: the total of the listing it opens (decision 151). */
  count: count(),
});
/** GET /api/suggestions */
export const suggestionsResponseSchema = z.object({ items: z.array(suggestionSchema) });

/** GET /api/trending: the footer's 'Trending Searches', each leading to at least `count` ads. */
export const trendingResponseSchema = z.object({
  items: z.array(z.object({ label: text(), path: text(), count: count() })),
});

/** GET /api/locations */
export const locationsResponseSchema = z.object({ locations: z.array(text()) });

/** POST /api/ads/:id/contact */
export const contactResponseSchema = z.object({
  /** 03xx-xxxxxxx, or null when the seller left none ('Not available'). */
  phone: text().nullable(),
});

/** POST /api/images: one processed photo. */
export const uploadedImageSchema = z.object({
  id: text(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** An ad as its owner edits it (GET /api/ads/:id/edit). */
export const editableAdSchema = z.object({
  id: text(),
  category: categoryKeySchema,
  /** Catalogue brand and model as chosen, or 'Other' with the names in formData.brandName/modelName. */
  brand: text(),
  model: text(),
  formData: z.record(text(), lines()),
  images: z.array(text()),
});

/** POST /api/ads (201), PUT /api/ads/:id */
export const savedAdResponseSchema = z.object({
  id: text(),
  /** The ad's page, e.g. '/mobile-phones/…'. */
  path: text(),
});

const myAdItemSchema = adSummarySchema.extend({
  images: z.array(text()),
  /** ISO 8601: when an active ad expires (it can be renewed after). */
  expiresAt: isoDate(),
  /** Why moderators hid it, when status is 'hidden'. */
  hiddenReason: lines().nullable(),
});

/** GET /api/my-ads */
export const myAdsResponseSchema = z.object({
  /** `saves`: how many people saved the ad; `views`: how many viewed it (decision 196). */
  items: z.array(myAdItemSchema.extend({ saves: count(), views: count() })),
});

/** POST /api/ads/:id/sold and /available: the ad's status now. */
export const adStatusResponseSchema = z.object({ status: adStatusSchema });

/** POST /api/ads/:id/renew: active again, until expiresAt (ISO 8601). */
export const renewResponseSchema = adStatusResponseSchema.extend({ expiresAt: isoDate() });

/** POST /api/ads/:id/reports (201): the thanks the dialog shows. */
export const reportResponseSchema = z.object({ message: text() });

// The person.

/** The signed-in person as the web app knows them (GET /api/me, PATCH /api/me/settings). */
export const sessionUserSchema = z.object({
  id: text(),
  name: text().nullable(),
  email: text().nullable(),
  /** From the identity provider's `picture` claim; null shows initials. */
  avatarUrl: text().nullable(),
  /** Settings that prefill new ads: 03xx-xxxxxxx and one of CITIES, or null. */
  defaultPhone: text().nullable(),
  defaultCity: text().nullable(),
  /** The name they chose to show (Settings), or null to show `name` (decision 185). */
  displayName: text().nullable().optional(),
  /** Email in ADMIN_EMAILS: the menu shows 'Moderation'. Absent means no. */
  isModerator: z.boolean().optional(),
  /** Banned: the app shows why and how to ask for a review, and offers no changes. Absent means no. */
  suspended: z.boolean().optional(),
});

/** GET /api/me/suspension: why the person is suspended, and whether they asked for a review. */
export const suspensionResponseSchema = z.object({
  reason: lines(),
  since: isoDate(),
  /** When they asked for a review of this ban, or null. */
  reviewAskedAt: isoDate().nullable(),
});

/**
 * GET /api/sellers/:id: a seller's page (decision 185), what any signed-in person may see of them:
 * never their email or a phone number.
 */
/** A review of a person on their page (decision 184). */
export const sellerReviewSchema = z.object({
  id: text(),
  rating: z.number().int(),
  body: lines(),
  createdAt: isoDate(),
  reviewer: z.object({ id: text(), name: text() }),
  /** The ad the two talked about; null when it was deleted. */
  adTitle: text().nullable(),
  /** The answer of the person rated, once given. */
  reply: lines().nullable(),
  /** The viewer is the person rated and has not answered yet. */
  canReply: z.boolean(),
  /** The viewer is one of the review's two people and may report it. */
  canReport: z.boolean(),
});

export const sellerProfileSchema = z.object({
  id: text(),
  /** Their display name, else their Google name, else a placeholder. */
  name: text(),
  /** Their Google photo when they have one. */
  avatarUrl: text().nullable(),
  memberSince: isoDate(),
  /** The city they set in Settings, else the place of their newest listed ad, else null. */
  city: text().nullable(),
  badges: z.array(z.enum(SELLER_BADGES)),
  /** Reply time (decision 183): null when too few conversations tell. */
  replyTime: z.enum(['hour', 'hours', 'day', 'rarely']).nullable(),
  /** Ads marked sold in the last SOLD_COUNT_DAYS. */
  soldCount: count(),
  /** Their listed (active) ads. */
  activeCount: count(),
  isMe: z.boolean(),
  /** Their average of stars and how many reviews give it, once REVIEWS_AVERAGE_FROM reviews tell. */
  rating: z.object({ average: z.number(), count: count() }).nullable(),
  /** Their newest reviews (REVIEWS_ON_PAGE); a banned reviewer's and a removed one are left out. */
  reviews: z.array(sellerReviewSchema),
});

/** GET /api/sellers/:id/ads?page=: the seller's listed ads, newest first, as listing cards. */
export const sellerAdsResponseSchema = pageSchema(adSummarySchema);

/**
 * GET /api/ads/:id/similar: up to SIMILAR_ADS listed ads like this one (decision 195), as listing
 * cards, and the listing filter that holds them all, for 'See all' (brand and model only where the
 * category's listing filters by them).
 */
export const similarAdsResponseSchema = z.object({
  items: z.array(adSummarySchema),
  seeAll: z.object({ brand: text().optional(), model: text().optional() }),
});

/** POST /api/chat/conversations/:id/review and POST /api/reviews/:id/reply: the review's id. */
export const reviewSavedSchema = z.object({ id: text() });

/** GET /api/me, PATCH /api/me/settings: null when signed out. */
export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });

// Buyers come back: saved ads, saved searches, notifications, web push.

/** What became of a saved ad: still for sale, or marked on /saved. Deleted and hidden ads are 'removed'. */
export const savedAdStateSchema = z.enum(['active', 'sold', 'expired', 'removed']);

export const savedAdItemSchema = z.object({
  ad: adSummarySchema,
  state: savedAdStateSchema,
  /** ISO 8601: when the person saved it. */
  savedAt: isoDate(),
});
/** GET /api/saved-ads */
export const savedAdsResponseSchema = z.object({ items: z.array(savedAdItemSchema) });

/** GET /api/saved-ads/ids */
export const savedAdIdsResponseSchema = z.object({
  ids: z.array(plainString()),
  /**
   * The caller's own listed ads: their cards offer no heart, Call or WhatsApp to the seller
   * themselves. Asked with the hearts, in the request every signed-in page makes anyway, so the
   * listings' answers stay the same for everyone and name no seller.
   */
  own: z.array(plainString()),
});

/** A saved search (POST /api/saved-searches, PATCH /api/saved-searches/:id, POST …/:id/visit). */
export const savedSearchItemSchema = z.object({
  id: text(),
  name: text(),
  /** While the name is still the suggested one: its parts, for the page to word in its language. */
  nameParts: z.array(searchNamePartSchema).optional(),
  category: categoryKeySchema,
  /** The listing URL it opens, e.g. '/motors?brand=Toyota&model=Corolla'. */
  href: text(),
  /**
   * Ads its listing shows that were posted since the person last opened it, counted no further than
   * SAVED_SEARCH_NEW_CAP + 1 (more than the cap reads '99+').
   */
  newCount: count(),
  createdAt: isoDate(),
  lastVisitedAt: isoDate(),
});
/** GET /api/saved-searches */
export const savedSearchesResponseSchema = z.object({ items: z.array(savedSearchItemSchema) });

export const notificationItemSchema = z.object({
  id: text(),
  kind: text(),
  /** In English; `said` holds what the page words in its reader's language (decision 154). */
  title: text(),
  body: lines(),
  /** The codes of title and body (a body in a person's own words has none). */
  said: z
    .object({
      title: messageSchema,
      body: messageSchema.optional(),
      searchName: z.array(searchNamePartSchema).optional(),
    })
    .optional(),
  /** Where a tap goes: the ad, or the saved search's listing. */
  href: text().nullable(),
  /** For grouped new-ad alerts: the saved search, opened (and marked visited) through its own route. */
  savedSearchId: text().nullable(),
  read: z.boolean(),
  createdAt: isoDate(),
});
/** GET /api/notifications */
export const notificationsResponseSchema = z.object({
  items: z.array(notificationItemSchema),
  unread: count(),
});

/** GET /api/notifications/unread-count */
export const unreadCountResponseSchema = z.object({ unread: z.number().int() });

/** GET /api/push/key: null when web push is not configured on this server. */
export const pushKeyResponseSchema = z.object({ publicKey: plainString().nullable() });

// Chat (the shapes are named in chat.ts).

const chatAdSchema = z.object({
  /** null once the ad is deleted. */
  id: text().nullable(),
  /** The detail page, null once the ad is deleted. */
  path: text().nullable(),
  title: text(),
  price: rupees(),
  cover: text().nullable(),
  /** False when the ad is sold, expired, hidden or deleted: the conversation says so. */
  available: z.boolean(),
});

/** A message (POST /api/chat/conversations/:id/messages answers the one sent, 201). */
export const chatMessageSchema = z.object({
  id: text(),
  /** True when the signed-in person wrote it. */
  mine: z.boolean(),
  body: lines(),
  /** Image id of a photo message (see domain/media.ts imageUrl), or null. */
  image: uploadedImageSchema.nullable(),
  /** Shown to the receiver only. */
  linkWarning: z.boolean(),
  createdAt: isoDate(),
  /** When the receiver has read it, or null ('Sent'). */
  readAt: isoDate().nullable(),
});

/** A person in a chat, as the chat names them. */
const chatPersonSchema = z.object({ id: text(), name: text() });

export const conversationSummarySchema = z.object({
  id: text(),
  role: z.enum(['buying', 'selling']),
  ad: chatAdSchema,
  /** The other person: their shown name, and their id for their page (/seller/:id). */
  other: chatPersonSchema,
  lastMessage: z
    .object({ body: lines(), mine: z.boolean(), photo: z.boolean(), createdAt: isoDate() })
    .nullable(),
  unread: count(),
  updatedAt: isoDate(),
});

/** GET /api/chat/conversations/:id */
export const conversationDetailSchema = conversationSummarySchema.extend({
  /** Who blocked whom between the two people, if anyone. */
  blocked: z.enum(['by-me', 'by-other']).nullable(),
  reportedByMe: z.boolean(),
  /** Only set when a moderator reads a reported conversation that is not theirs. */
  moderatorView: z.boolean(),
  /**
   * The viewer's review of the other person for this conversation (decision 184): 'allowed' once
   * both have written and a day has passed or the ad is sold, 'given' with its stars once written,
   * 'notYet' before. Null for a moderator.
   */
  review: z
    .discriminatedUnion('state', [
      z.object({ state: z.enum(['notYet', 'allowed', 'linked']) }),
      z.object({ state: z.literal('given'), rating: z.number().int() }),
    ])
    .nullable(),
  /**
   * For a moderator only (null otherwise): the buyer and the seller, so each message can be labelled
   * with its writer's name and role. The messages come from the buyer's side: `mine` is the buyer's.
   */
  people: z.object({ buyer: chatPersonSchema, seller: chatPersonSchema }).nullable(),
});

/** GET /api/chat/conversations */
export const inboxResponseSchema = z.object({ items: z.array(conversationSummarySchema) });

/** GET /api/chat/conversations/:id/messages */
export const messagesResponseSchema = z.object({
  items: z.array(chatMessageSchema),
  /** Pass as `before` to load older messages; null when there are none. */
  nextBefore: text().nullable(),
});

/** GET /api/chat/unread */
export const chatUnreadResponseSchema = z.object({ total: count() });

/** POST /api/chat/conversations: 201 when started, 200 when it already was. */
export const startConversationResponseSchema = z.object({ id: text() });

// Moderation (the shapes are named in moderation-api.ts).

const reasonCountSchema = z.object({
  reason: text(),
  /** The reason as the report dialog words it. */
  label: text(),
  count: count(),
});

/** One ad in the moderation list: most reported first, price anomalies too. */
const moderationQueueItemSchema = z.object({
  id: text(),
  category: categoryKeySchema,
  title: text(),
  price: rupees(),
  status: adStatusSchema,
  cover: text().nullable(),
  createdAt: isoDate(),
  openReports: count(),
  reasons: z.array(reasonCountSchema),
  priceAnomaly: z.boolean(),
  seller: z.object({ id: text(), name: text() }),
});

/** One of the two people of a reported conversation. */
const accountSchema = z.object({ id: text(), name: text(), banned: z.boolean() });
export const conversationPersonSchema = accountSchema.extend({
  /** Other accounts that verified one of this person's numbers too (decision 186); 0 for none. */
  sharesNumberWith: count(),
});

/** A conversation someone reported: who is in it, and each report (the other person is the one reported). */
export const reportedConversationItemSchema = z.object({
  id: text(),
  adTitle: text(),
  buyer: conversationPersonSchema,
  seller: conversationPersonSchema,
  reports: z.array(z.object({ reporter: z.enum(['buyer', 'seller']), reason: text(), createdAt: isoDate() })),
  lastReportedAt: isoDate(),
});

/** A review someone reported: the review, its two people, the conversation to read, and each report. */
export const reportedUserReviewItemSchema = z.object({
  id: text(),
  rating: z.number().int(),
  body: lines(),
  reply: lines().nullable(),
  reviewer: conversationPersonSchema,
  reviewee: conversationPersonSchema,
  /** The conversation the review follows, for the moderator to read at /chat/:id. */
  conversationId: text(),
  adTitle: text().nullable(),
  reports: z.array(
    z.object({ reporter: z.enum(['reviewer', 'reviewee']), reason: lines(), createdAt: isoDate() }),
  ),
  lastReportedAt: isoDate(),
});

/** A suspended person asking for their ban to be looked at again (decision 189). */
export const banReviewItemSchema = z.object({
  id: text(),
  person: conversationPersonSchema.pick({ id: true, name: true, banned: true }),
  /** The moderator's reason for the ban, as the person was shown it. */
  banReason: lines(),
  bannedAt: isoDate(),
  /** What the person wrote. */
  text: lines(),
  createdAt: isoDate(),
});

/** One of the two ads of a photo match (decision 194). */
const photoMatchAdSchema = z.object({
  id: text(),
  category: categoryKeySchema,
  title: text(),
  status: adStatusSchema,
  seller: z.object({ id: text(), name: text() }),
});

/** An ad whose photo looks like a photo on another seller's ad: both ads and the photos that match. */
export const photoMatchItemSchema = z.object({
  id: text(),
  /** The ad posted or edited last. */
  ad: photoMatchAdSchema,
  /** The other seller's ad, posted before. */
  matchedAd: photoMatchAdSchema,
  photos: z.array(z.object({ imageId: text(), matchedImageId: text(), distance: count() })),
  createdAt: isoDate(),
});

/** GET /api/admin/reports */
export const moderationQueueResponseSchema = z.object({
  items: z.array(moderationQueueItemSchema),
  /** Reported conversations, most recently reported first; a moderator reads one at /chat/:id. */
  conversations: z.array(reportedConversationItemSchema),
  /** Open requests to review a ban, oldest first. */
  reviews: z.array(banReviewItemSchema),
  /** Reviews of people that someone reported, most recently reported first. */
  userReviews: z.array(reportedUserReviewItemSchema),
  /** Ads whose photo matches a photo on another seller's ad, newest first (decision 194). */
  photoMatches: z.array(photoMatchItemSchema),
});

export const moderationReportSchema = z.object({
  id: text(),
  reason: text(),
  label: text(),
  note: lines(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  createdAt: isoDate(),
  reporter: text(),
});

const moderationLogEntrySchema = z.object({
  id: text(),
  action: text(),
  moderator: text(),
  reason: lines(),
  createdAt: isoDate(),
  adId: text().nullable(),
});

const sellerAdSchema = z.object({
  id: text(),
  category: categoryKeySchema,
  title: text(),
  status: adStatusSchema,
  openReports: count(),
  totalReports: count(),
});

/** GET /api/admin/ads/:id: everything a moderator needs to decide about one ad. */
export const moderationAdResponseSchema = z.object({
  ad: z.object({
    id: text(),
    category: categoryKeySchema,
    title: text(),
    description: lines(),
    price: rupees(),
    status: adStatusSchema,
    cover: text().nullable(),
    createdAt: isoDate(),
    hiddenReason: lines().nullable(),
    priceAnomaly: z.boolean(),
  }),
  seller: z.object({
    id: text(),
    name: text(),
    email: text().nullable(),
    banned: z.boolean(),
    memberSince: isoDate(),
    /**
     * The seller's verified numbers that other accounts verified too, with those accounts: one person
     * behind several accounts, or a number passed on (decision 186).
     */
    sharedNumbers: z.array(z.object({ phone: text(), others: z.array(accountSchema) })),
  }),
  reports: z.array(moderationReportSchema),
  sellerAds: z.array(sellerAdSchema),
  log: z.array(moderationLogEntrySchema),
});

/** POST /api/admin/{ads|conversations|users}/:id/{action}: done. */
export const moderationDoneResponseSchema = z.object({ ok: z.literal(true) });
