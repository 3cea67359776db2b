// Every number of docs/product.md §9 (and the product's own limits), once. The UI, the server and the tests import
// these; a literal copy elsewhere is a bug waiting to drift.

/** A minute, an hour and a day in milliseconds: every limit and sweep counts time with these. */
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Pakistan Standard Time is UTC+5 all year (no daylight saving since 2009): dates are Pakistan's. */
export const PAKISTAN_UTC_OFFSET_MS = 5 * 60 * 60 * 1000;

/** Photos per ad, and bytes per photo (docs/product.md §5, §9). */
export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);
/** A decompression bomb guard: sharp refuses inputs above this many pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Widths of the stored WebP renditions. */
export const IMAGE_WIDTH_DETAIL = 1600;
export const IMAGE_WIDTH_CARD = 400;
/** The in-between rendition for phone screens at 2–3× density (decision 124); older photos get it lazily. */
export const IMAGE_WIDTH_MEDIUM = 800;
/** Accepted upload types (docs/product.md §2: png, jpg, webp). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Uploads never attached to an ad are swept after this long. */
export const ORPHAN_UPLOAD_TTL_MS = DAY_MS;

/** Home and search (docs/product.md §9). */
export const BANNER_ROTATION_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTION_MIN_CHARS = 2; // "trimmed text longer than 1 character"
export const SUGGESTIONS_LIMIT = 50;
export const BRAND_QUERY_LIMIT = 100;
export const HOME_ROW_SIZE = 4;
export const MY_ADS_CARD_IMAGES = 5;
export const SWIPE_THRESHOLD_PX = 50;
/** A pointer that moved less than this was a wobbly tap, not a drag. */
export const DRAG_SLOP_PX = 10;
/** Longest search text we look at; longer text is refused, so a query can never be slow. */
export const Q_MAX_LENGTH = 100;

/** Listings. */
export const PAGE_SIZE = 24;
export const MAX_PAGE = 1000;

/** Toasts (docs/product.md §4, §9). react-hot-toast's defaults match; kept here so tests can name them. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;

/** Ad text sizes. */
export const TEXT_FIELD_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const PRICE_MAX = 10_000_000_000; // Rs. 1,000 crore: above any real ad
/** A typed bedroom or bathroom count ('Other'): a palace has fewer than 50, a phone number more. */
export const ROOMS_CUSTOM_MIN = 1;
export const ROOMS_CUSTOM_MAX = 50;
/** The largest area in any unit: a million square feet is some 23 acres, larger than any listing. */
export const AREA_MAX = 1_000_000;
/** The least an ad may say: 'abc', 'short' and Rs. 0 told buyers nothing. */
export const TITLE_MIN_LENGTH = 5;
export const DESCRIPTION_MIN_LENGTH = 20;
export const PRICE_MIN = 1;
/** Room for '0092 300 1234567' with spaces; the stored shape is 0300-1234567. */
export const PHONE_INPUT_MAX_LENGTH = 20;

/** Abuse limits. */
export const CONTACT_REVEALS_PER_HOUR = 30;
export const ADS_PER_DAY = 20;
/** Per address and sign-in route: room for the many phones behind one mobile network address (decision 212). */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 60;
export const SEARCHES_PER_MINUTE = 240;

/** Verified phone numbers (decision 186): the SMS code and what bounds it. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries that end a code. */
export const PHONE_CODE_MAX_TRIES = 5;
/** Codes sent to one number in an hour, whoever asks; a number is not a free SMS cannon. */
export const PHONE_CODES_PER_NUMBER_PER_HOUR = 3;
/** Codes one person may ask for in a day, to any numbers. */
export const PHONE_CODES_PER_PERSON_PER_DAY = 10;
/** Verified numbers one account may keep. */
export const VERIFIED_PHONES_MAX = 5;
/** How long the HTTP SMS provider has to answer before the send counts as failed. */
export const SMS_PROVIDER_TIMEOUT_MS = 10_000;
/** Latest messages the development outbox page lists. */
export const DEV_OUTBOX_SHOWN = 20;

/** Sessions: rolling idle timeout and absolute lifetime (ASVS). */
export const SESSION_IDLE_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 90;
/** The OIDC transaction cookie (state, nonce, PKCE verifier) lives this long. */
export const SIGN_IN_TRANSACTION_SECONDS = 600;

/** Photos: uploads not yet attached to an ad, per person per hour; decodes at once per process. */
export const UNATTACHED_UPLOADS_PER_HOUR = 30;
export const IMAGE_PROCESSING_CONCURRENCY = 2;
/** Photos one person may have on their way in at once (reading, processing, storing). */
export const UPLOADS_IN_FLIGHT_PER_PERSON = 2;
/** Photos that may wait for a processing slot in one process before new ones get a 503. */
export const IMAGE_QUEUE_MAX_WAITING = 16;
/** JSON body of a create or edit: room for a too-long description to get its field message, not a 413. */
export const AD_BODY_MAX_BYTES = 2 * 1024 * 1024;
/** A form posted without the app (decision 208): its fields are few and short. */
export const FORM_POST_MAX_BYTES = 4 * 1024;
/** The page to come back to after sign-in or a form: a path of this site, query string included. */
export const RETURN_TO_MAX_LENGTH = 2000;

/** Brand and model pickers show a filter box above this many tiles. */
export const PICKER_FILTER_THRESHOLD = 12;

/**
 * Browse (decisions 003, 172): results are counted up to this many, then shown as '1,000+'. Past a
 * thousand a buyer narrows the search rather than reads on, and counting further was most of the
 * time of a filtered search at a million ads.
 */
export const LISTING_COUNT_CAP = 1_000;
/** Words of a search text that are matched (each must appear); more are ignored. */
export const SEARCH_MAX_WORDS = 8;
/**
 * The lengths of word the search lexicon keeps (typo corrections and completions read it): the
 * trigger of migration 0010 stores an ad's words of these lengths, and search-lexicon.ts learns a
 * new ad's words by the same rule.
 */
export const LEXICON_WORD_LENGTH = { min: 2, max: 40 } as const;
/**
 * Distinct words of an ad's description that go into its search text (decision 201), the first ones
 * the seller wrote: enough for what a description names beside the title ('microwave', 'sheesham'),
 * few enough that a 5,000-character description does not swell the search index.
 */
export const DESCRIPTION_SEARCH_WORDS = 40;
/**
 * A word on at most this many listed ads, one slip from a make or model on more, is also read as that
 * make or model (decision 201): a slip a few sellers made ('nokya'), not a word of its own ('hand' is
 * on hundreds of ads, and is no 'land').
 */
export const SLIP_MAX_ADS = 20;

/** Footer 'Trending Searches': the most listed makes and models among the newest ads, so
 * every link leads to ads. How many, and how many of the newest ads are counted. */
export const TRENDING_LIMIT = 5;
export const TRENDING_WINDOW = 2000;

/** Chat. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_MESSAGES_PER_MINUTE = 30;
export const CHAT_CONVERSATIONS_PER_DAY = 20;
export const CHAT_REPORT_REASON_MAX_LENGTH = 500;
/** Messages per page of a conversation (newest page first; older pages on demand). */
export const CHAT_PAGE_SIZE = 50;
/** An unread message older than this becomes a notification. */
export const CHAT_UNREAD_NOTIFY_AFTER_MS = 2 * 60 * 1000;
export const CHAT_NOTIFY_EVERY_MS = 30_000;
/** The live channel reconnects after 0.5 s, doubling up to this. */
export const CHAT_RECONNECT_MAX_MS = 10_000;
/** Largest frame a browser may send on the live channel; bigger ones close the socket (1009). */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024;
/** Buyers come back. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** A saved search's "N new" is counted no further than this; past it the page shows '99+'. */
export const SAVED_SEARCH_NEW_CAP = 99;
/** /saved shows this many, newest saved first. */
export const SAVED_ADS_LIST_MAX = 200;
/** 'Price dropped' stays on the card this long after the drop. */
export const PRICE_DROP_SHOW_MS = 7 * DAY_MS;
/**
 * A real drop (decision 160): the new price is at least this many percent below the lowest price the
 * ad asked before, and the ad had been posted at least PRICE_DROP_MIN_AGE_MS, so a fix made just after
 * posting is not a drop.
 */
export const PRICE_DROP_MIN_PERCENT = 5;
export const PRICE_DROP_MIN_AGE_MS = DAY_MS;
/** /notifications shows this many, newest first; the bell counts unread up to NOTIFICATIONS_UNREAD_CAP. */
export const NOTIFICATIONS_LIST_MAX = 50;
export const NOTIFICATIONS_UNREAD_CAP = 99;
/**
 * The alert job: how often it runs and how many new ads one statement matches. The statement writes
 * one row per (person, search) with news, so a larger batch folds more ads into each write (decision
 * 149): at 200,000 searches, 1,000 ads in two batches raised 256,760 groups, in one 151,960.
 */
export const ALERT_SWEEP_EVERY_MS = 10_000;
export const ALERT_BATCH_SIZE = 2000;
/** Web push: subscriptions per person; notifications older than this are not pushed any more. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
export const PUSH_MAX_AGE_MS = DAY_MS;
/** Recently viewed ads kept in the browser and shown on the home page. */
export const RECENTLY_VIEWED_MAX = 8;

/** An ad's life (decision 080). */
export const AD_LIFETIME_DAYS = 30; // an ad expires this long after posting or renewing
export const SOLD_LISTED_DAYS = 7; // a sold ad's page answers, badged 'Sold', this long (decision 159)
export const DUPLICATE_WINDOW_DAYS = 7; // same title, price and category within this many days is a duplicate
/** How often the expiry sweep runs (once per deployment, claimJobRun). */
export const LIFECYCLE_SWEEP_MS = 10 * 60 * 1000;

/** Reports and moderation. */
export const REPORTS_PER_DAY = 20;
export const REPORT_NOTE_MAX_LENGTH = 500;
export const MODERATION_REASON_MAX_LENGTH = 500;
/** The most items each list of the moderators' queue shows at once (reported ads, chats, ban reviews). */
export const MODERATION_QUEUE_LIMIT = 100;
/**
 * Photos that belong to the ad (decision 194): two photos match when their 64-bit difference hashes
 * differ in at most this many bits; a re-encoded or slightly resized copy differs in 0 to 3.
 */
export const PHOTO_MATCH_MAX_DISTANCE = 6;
/** A photo on the ads of this many other sellers is a shared product photo: marked common, flags nothing. */
export const PHOTO_COMMON_SELLERS = 5;
/** An ad that left the site (sold, expired, hidden) still counts for photo matches this long. */
export const PHOTO_MATCH_REMOVED_DAYS = 180;
/** What a suspended person may write when asking for a review of their ban (decision 189). */
export const BAN_REVIEW_MAX_LENGTH = 1000;
/** Price anomaly: below this share of the median of at least PRICE_ANOMALY_MIN_ADS comparable ads
 * (the price guide's comparables, src/domain/price-guide.ts). */
export const PRICE_ANOMALY_RATIO = 0.4;
export const PRICE_ANOMALY_MIN_ADS = 10;
/** The median is taken over at most this many of the newest similar ads: bounded work at any size. */
export const PRICE_ANOMALY_SAMPLE = 200;

/** The price guide (decision 193): ads of the last PRICE_GUIDE_DAYS, shown from PRICE_GUIDE_MIN_ADS on. */
export const PRICE_GUIDE_DAYS = 90;
export const PRICE_GUIDE_MIN_ADS = 8;
/** Comparable vehicles and bikes are of the ad's year, this many years either side. */
export const PRICE_GUIDE_YEAR_SPAN = 1;
/** How often the job re-reads guides the moving 90-day window may have changed, and how many per run. */
export const PRICE_GUIDE_SWEEP_MS = 60 * 60 * 1000;
export const PRICE_GUIDE_SWEEP_BATCH = 2000;
/** The post form asks for a guide this long after the price stops changing. */
export const PRICE_GUIDE_DEBOUNCE_MS = 400;

/** A seller's page (decision 185): how far back 'Sold on B/S' counts. */
export const SOLD_COUNT_DAYS = 365;
/** The name a person shows instead of their Google name (Settings); '' shows the Google name. */
export const DISPLAY_NAME_MAX_LENGTH = 40;
/**
 * Reply times (decision 183): conversations of the last REPLY_WINDOW_DAYS whose outcome is known
 * (answered, or unanswered for REPLY_RARELY_AFTER_DAYS); a line from REPLY_MIN_CONVERSATIONS of them on.
 */
export const REPLY_WINDOW_DAYS = 90;
export const REPLY_MIN_CONVERSATIONS = 3;
export const REPLY_RARELY_AFTER_DAYS = 3;
/** 'Replies rarely' when fewer than this share are answered within REPLY_RARELY_AFTER_DAYS. */
export const REPLY_RARELY_SHARE = 1 / 3;
/** The median's limits for 'within an hour', 'within a few hours' and 'within a day', in seconds. */
export const REPLY_WITHIN_HOUR_S = 60 * 60;
export const REPLY_WITHIN_HOURS_S = 6 * 60 * 60;
export const REPLY_WITHIN_DAY_S = 24 * 60 * 60;
/** How often the summaries of conversations crossing the window's edges are computed again. */
export const REPLY_TIMES_REFRESH_MS = HOUR_MS;
/** Reviews (decision 184): stars, the text's length, and how long after a conversation began one may be written. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX_LENGTH = 500;
export const REVIEW_AFTER_MS = DAY_MS;
/** A seller's page shows their average and count of stars once this many reviews tell (decision 184). */
export const REVIEWS_AVERAGE_FROM = 3;
/** The newest reviews a seller's page lists. */
export const REVIEWS_ON_PAGE = 10;
/** What a person may write when reporting a review. */
export const REVIEW_REPORT_REASON_MAX_LENGTH = 500;

/**
 * 'Similar ads' on the ad page (decision 195): how many cards, and how many of the newest listed ads
 * of one model (then brand, then category) are ranked by place and price to choose them.
 */
export const SIMILAR_ADS = 8;
export const SIMILAR_CANDIDATES = 200;

/**
 * Ad views (decision 196): counted once per person per ad per Pakistan day, and moved from memory or
 * Redis to the database this often (VIEWS_FLUSH_EVERY_MS), one statement per flush.
 */
export const VIEWS_FLUSH_EVERY_MS = 5_000;
