// Every message the server writes to a person (API errors, validation messages, notifications, push
// titles) has a code here, with its English wording; '{{name}}' marks where a value goes. The server
// sends the code and its values beside the English text, and the page words the code in its reader's
// language (decision 154). The Urdu wording of every code is in src/domain/messages-ur.ts; a test
// walks this table so a new code cannot go without one.
import {
  ADS_PER_DAY,
  BAN_REVIEW_MAX_LENGTH,
  CHAT_CONVERSATIONS_PER_DAY,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REPORT_REASON_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  MAX_IMAGE_MB,
  MAX_IMAGES,
  MAX_INPUT_PIXELS,
  MODERATION_REASON_MAX_LENGTH,
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_MS,
  PHONE_CODES_PER_NUMBER_PER_HOUR,
  PHONE_CODES_PER_PERSON_PER_DAY,
  REPORT_NOTE_MAX_LENGTH,
  REPORTS_PER_DAY,
  ROOMS_CUSTOM_MAX,
  ROOMS_CUSTOM_MIN,
  Q_MAX_LENGTH,
  SAVED_SEARCH_NAME_MAX,
  UNATTACHED_UPLOADS_PER_HOUR,
  VERIFIED_PHONES_MAX,
} from './limits';
import { PHONE_EXAMPLE } from './format/phone';
import { fillTemplate } from './format/fill';

export const MESSAGES = {
  // The ad form's checks (docs/product.md §5, §8): the spec's own words where it gives them.
  'form.required': '{{label}} is required',
  'form.brandName': 'Brand name is required',
  'form.modelName': 'Model name is required',
  'form.contactRequired': 'Contact number is required',
  'form.phoneInvalid': `Please enter a valid phone number (e.g., ${PHONE_EXAMPLE})`,
  'form.imagesRequired': 'Please upload at least one image',
  'form.tooManyImages': `You can upload a maximum of ${MAX_IMAGES} images.`,
  'form.invalid': 'You are forgetting some fields.',
  'form.nulCharacter': 'Please remove the invisible control character from this text.',
  'form.brokenCharacter':
    'This text has a broken character, often half of an emoji. Please remove it or type it again.',
  'form.priceDigits': '{{label}} can only contain digits and a dot',
  'form.priceTooHigh': '{{label}} is higher than any real ad',
  'form.outOfRangeLac':
    '{{label}} must be from Rs. {{min}} to Rs. {{max}} ({{top}} lac). Please check the amount.',
  'form.outOfRangeCrore':
    '{{label}} must be from Rs. {{min}} to Rs. {{max}} ({{top}} crore). Please check the amount.',
  'form.numberIsPhone':
    '{{label}} looks like a phone number. Please enter the amount in rupees; buyers reach you with the contact button.',
  'form.chooseOption': 'Choose a {{label}} from the list',
  'form.chooseCity': 'Choose a city from the list',
  'form.roomsRange': `Enter a number from ${ROOMS_CUSTOM_MIN} to ${ROOMS_CUSTOM_MAX}`,
  'form.dateFormat': 'Choose a date',
  'form.dateInPast': 'Available from cannot be before today',
  'form.year': 'Enter a year between {{min}} and {{max}}',
  'form.tooLong': '{{label}} can be at most {{max}} characters',
  'form.titleInWords': 'Please describe the item in words.',
  'form.tooShort': '{{label}} must be at least {{min}} characters',
  'form.priceTooLow': '{{label}} must be at least Rs. {{min}}',
  'form.unknownField': '{{name}} is not a field of this form',
  'form.brandUnknown': 'Choose a brand from the list, or Other',
  'form.modelUnknown': 'Choose a model from the list, or Other',
  'form.categoryUnknown': 'Choose a category from the list',
  'form.notLoggedIn': 'Please log in to submit your post.',
  // The contact rule (decision 179) names the field and what it found; two fields when only the two
  // read together show it.
  'form.contactPhone':
    'Please remove the phone number from {{label}}; buyers reach you with the contact button.',
  'form.contactEmail':
    'Please remove the email address from {{label}}; buyers reach you with the contact button.',
  'form.contactLink':
    'Please remove the link or handle from {{label}}; buyers reach you with the contact button.',
  'form.contactPhoneAcross':
    '{{label}} and {{other}} read together show a phone number. Please remove it; buyers reach you with the contact button.',
  'form.contactEmailAcross':
    '{{label}} and {{other}} read together show an email address. Please remove it; buyers reach you with the contact button.',
  'form.contactLinkAcross':
    '{{label}} and {{other}} read together show a link or handle. Please remove it; buyers reach you with the contact button.',
  'form.nameInWords': 'Please write the {{label}} in words, not only emoji or signs.',
  // Photos, the same words from the picker and from POST /api/images.
  'image.type': 'File {{name}} is not a supported image format.',
  'image.tooLarge': `File {{name}} is too large. Maximum size is ${MAX_IMAGE_MB}MB.`,
  'image.problem': 'There was a problem processing your images. Please try again.',
  'image.pixels': `File {{name}} has too many pixels. Please upload a photo of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  'image.oneAtATime': 'Please upload one photo at a time.',
  'image.inFlight': 'Please wait for your other photos to finish uploading, then try again.',
  'image.busy': 'We are processing many photos right now. Please try again in a minute.',
  'image.missing': 'Please choose a photo to upload.',
  'image.unavailable': 'One of the photos is no longer available. Please upload it again.',
  'image.duplicate': 'Each photo can be added only once.',
  'image.perHour': `You have uploaded more than ${UNATTACHED_UPLOADS_PER_HOUR} photos in the last hour without posting them. Please post your ad, or try again later.`,
  // Ads.
  'ad.perDay': `You have posted ${ADS_PER_DAY} ads today. Please try again tomorrow.`,
  'ad.notFound': 'Ad not found.',
  'ad.duplicate': 'You already have this ad. Renew or edit it instead.',
  'ad.revealLimit': 'You have revealed many numbers in the last hour. Please try again later.',
  'ad.searchLimit': 'You are searching very fast. Please wait a minute and try again.',
  'ad.signInToView': 'Please sign in to see this ad.',
  'ad.signInToContact': 'Please sign in to contact the seller.',
  'ad.notSellable': 'Only an active ad can be marked as sold.',
  'ad.notAvailable': 'Only a sold ad can be marked as available.',
  'ad.notRenewable': 'Only an expired ad can be renewed.',
  'ad.notSaved': 'This ad is not in your saved ads.',
  'ad.saveOwn': 'This is your own ad: you can find it in My Ads.',
  // Listings and saved searches.
  'search.check': 'Please check the search.',
  'search.checkLocation': 'Please check the location.',
  'search.checkName': 'Please check the name.',
  'search.unknownFilter': "'{{key}}' is not a filter of this listing",
  'search.unknownFilters': 'This search has filters we do not know. Please save it again from the listing.',
  'search.tooMany': 'You can keep at most {{max}} saved searches. Please delete one before saving another.',
  'search.notFound': 'Saved search not found.',
  'search.nameRequired': 'Please give the search a name',
  'search.nameTooLong': `A name can be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  'search.textTooLong': `Search text can be at most ${Q_MAX_LENGTH} characters`,
  'search.minAreaAboveMax': 'Minimum area cannot be more than the maximum area',
  'search.minPriceAboveMax': 'Minimum price cannot be more than the maximum price',
  // Reports and moderation.
  'report.reasonRequired': 'Choose a reason',
  'report.noteRequired': 'Please tell us what is wrong',
  'report.noteTooLong': `Please keep it to ${REPORT_NOTE_MAX_LENGTH} characters`,
  'report.ownAd': 'You cannot report your own ad.',
  'report.already': 'You have already reported this ad. Our team will review it.',
  'report.perDay': `You have sent ${REPORTS_PER_DAY} reports today. Please try again tomorrow.`,
  'report.signIn': 'Please sign in to report an ad.',
  'account.suspended': 'Your account has been suspended.',
  'suspension.reviewRequired': 'Please tell the moderators why they should look at your account again',
  'suspension.reviewTooLong': `Please keep it to ${BAN_REVIEW_MAX_LENGTH} characters`,
  'suspension.reviewAsked': 'Thank you. A moderator will look at your account again.',
  'suspension.alreadyAsked':
    'You have already asked for a review of this suspension. A moderator will look at it.',
  'suspension.notSuspended': 'Your account is not suspended.',
  'moderation.reviewNotFound': 'This review request is no longer open.',
  'moderation.reasonTooLong': `Please keep the reason to ${MODERATION_REASON_MAX_LENGTH} characters`,
  'moderation.hideReasonRequired': 'Please give a reason the seller will see',
  'moderation.alreadyHidden': 'This ad is already hidden.',
  'moderation.notHidden': 'This ad is not hidden.',
  'moderation.alreadyBanned': 'This seller is already banned.',
  'moderation.notBanned': 'This seller is not banned.',
  'moderation.noReports': 'This ad has no open reports.',
  'moderation.cannotBanModerator': 'A moderator cannot be banned.',
  'moderation.userNotFound': 'Seller not found.',
  'moderation.conversationNotReported': 'This conversation has no reports.',
  'moderation.photoMatchNotFound': 'This photo match is no longer open.',
  // Chat.
  'chat.empty': 'Write a message or add a photo.',
  'chat.tooLong': `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  'chat.badId': 'That conversation does not exist.',
  'chat.badFrame': 'That message could not be read. Please try again.',
  'chat.notFound': 'Conversation not found.',
  'chat.ownAd': 'This is your own ad: buyers will message you here.',
  'chat.blocked': 'You cannot send messages in this conversation.',
  'chat.perMinute': 'You are sending messages too fast. Please wait a minute and try again.',
  'chat.perDay': `You have started ${CHAT_CONVERSATIONS_PER_DAY} conversations today. Please try again tomorrow.`,
  'chat.photoUnavailable': 'That photo is no longer available. Please upload it again.',
  'chat.reasonTooLong': `Please describe the problem in at most ${CHAT_REPORT_REASON_MAX_LENGTH} characters.`,
  'chat.adUnavailable': 'This ad is no longer available.',
  'chat.chooseRole': 'Choose Buying or Selling.',
  'chat.noPage': 'That page of messages does not exist.',
  // Verified phone numbers (decision 186).
  'phone.codeFormat': `Enter the ${PHONE_CODE_LENGTH}-digit code from the SMS, digits only.`,
  'phone.codeWrong': 'That code is not right. {{left}} tries left.',
  'phone.codeExpired': 'This code has expired. Please ask for a new one.',
  'phone.codeUsed': 'This code has already been used. Please ask for a new one if you need it.',
  'phone.codeEnded': 'Too many wrong tries. Please ask for a new code.',
  'phone.noCode': 'No code was sent to this number. Please ask for a code first.',
  'phone.perNumber': `This number has had ${PHONE_CODES_PER_NUMBER_PER_HOUR} codes in the last hour. Please try again later.`,
  'phone.perDay': `You have asked for ${PHONE_CODES_PER_PERSON_PER_DAY} codes today. Please try again tomorrow.`,
  'phone.sendFailed':
    'We could not send the SMS right now. Please try again in a few minutes; this did not count against your codes.',
  'phone.unavailable': 'Phone verification is not available on this site right now.',
  'phone.alreadyVerified': 'This number is already verified on your account.',
  'phone.tooMany': `You can keep at most ${VERIFIED_PHONES_MAX} verified numbers. Please remove one first.`,
  'phone.notFound': 'This number is not among your verified numbers.',
  'phone.sms': `Your B/S code is {{code}}. It expires in ${PHONE_CODE_TTL_MS / 60_000} minutes. Never share it with anyone.`,
  // Push.
  'push.endpoint': 'This push address is not one we can send to.',
  'push.port': 'This push address uses a port we do not send to. Push services use port 443.',
  'push.keys': 'The push subscription is missing its keys.',
  'push.tooMany': 'Push notifications are on for {{max}} devices already. Turn them off on one first.',
  'push.unavailable': 'Push notifications are not available on this site.',
  // Any route.
  'http.notFound': 'Not found.',
  'http.notificationNotFound': 'Notification not found.',
  'http.signIn': 'Please sign in to continue.',
  'http.forbidden': 'This request is not allowed.',
  'http.otherSite': 'This request came from another site and was refused.',
  'http.internal': 'Something went wrong on our side. Please try again.',
  'http.unavailable': 'B/S cannot reach its database right now. Please try again in a moment.',
  'http.tooLarge': 'That upload is too large.',
  'http.badJson': 'The request body is not valid JSON.',
  'http.tooManyRequests': 'You are doing that too often. Please wait a minute and try again.',
  'http.backToPage': 'Back to the page',
  'http.noSuchLanguage': 'B/S has no such language: it is in English and Urdu.',
  // Notifications (src/domain/notifications.ts): the bell's list and, for the titles, web push.
  'notification.newAd': '1 new ad for your saved search',
  'notification.newAds': '{{count}} new ads for your saved search',
  'notification.priceDropped': 'Price dropped',
  'notification.priceDropBody': '{{title}}: now {{newPrice}} (was {{oldPrice}})',
  'notification.adHidden': 'Your ad was hidden by moderators',
  'notification.adHiddenReason': '{{title}}. Reason: {{reason}}',
  'notification.newMessage': 'New message',
  'priceGuide.categoryUnknown': 'Price guides are for mobiles, vehicles, bikes and property.',
  'priceGuide.area': 'Enter an area between 0 and {{max}}',
  'seller.notFound': 'Seller not found.',
  'seller.signInToView': 'Please sign in to see this seller.',
  'seller.displayNameTooLong': `A name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  'seller.displayNameContact': 'A name cannot hold a phone number, an email or a link.',
  'review.rating': `Choose from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars.`,
  'review.tooLong': `A review can be at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  'review.replyTooLong': `An answer can be at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  'review.replyEmpty': 'Write your answer first.',
  'review.notYet': 'You can review once you have both written and a day has passed, or the ad is sold.',
  'review.already': 'You have already reviewed this conversation.',
  'review.notFound': 'Review not found.',
  'review.alreadyAnswered': 'You have already answered this review.',
  'review.linked': 'You cannot review an account that shares a verified phone number with yours.',
  'review.reasonTooLong': `Please describe the problem in at most ${REVIEW_REPORT_REASON_MAX_LENGTH} characters.`,
  'review.reported': 'Thank you. Our moderators will look at this review.',
  'moderation.userReviewNotFound': 'This review is no longer reported.',
  'push.title.message': 'New message on B/S',
  'push.title.newAds': 'New ads for your saved search on B/S',
  'push.title.priceDrop': 'A price dropped on B/S',
  'push.title.adHidden': 'News about your ad on B/S',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageValues = Record<string, string | number>;

/** A message as the server sends it beside its English text: the code, and the values its wording needs. */
export interface Message {
  code: MessageCode;
  values?: MessageValues;
}

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** The English wording of a message. */
export function englishText(message: Message): string {
  return fillTemplate(MESSAGES[message.code], message.values);
}

// The English text each `say` made, back to its code and values. zod carries only a message string
// from a schema to its issues, and the server's errors are built from the same strings, so the string
// is the handle the error handler and the form find the code by (decision 154). Texts with a person's
// own value in them (a file name) would grow this without end, so it stops at a bound: past it a text
// is sent with its English only, which is what every text had before.
const REGISTERED_MAX = 20_000;
const registered = new Map<string, Message>();

/** The English text of a message, remembered so its code can be found from it (messageOf). */
export function say(code: MessageCode, values?: MessageValues): string {
  const text = englishText({ code, values });
  if (!registered.has(text) && registered.size < REGISTERED_MAX)
    registered.set(text, values ? { code, values } : { code });
  return text;
}

/** The code and values of a text `say` made, or undefined for any other text. */
export function messageOf(text: string | undefined): Message | undefined {
  return text === undefined ? undefined : registered.get(text);
}
