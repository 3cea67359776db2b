import type { en } from './en';
import type { enAccount } from './en-account';
import type { enAdmin } from './en-admin';
import type { enChat } from './en-chat';
import type { enMyAds } from './en-my-ads';
import type { enOwner } from './en-owner';
import type { enSell } from './en-sell';
import type { enSettings } from './en-settings';
import type { enPhones } from './en-phones';
import type { enReviews } from './en-reviews';
import type { enPriceGuide } from './en-price-guide';
import type { enAdPage } from './en-ad-page';

/** Sections of the English catalogue that travel with their pages, added by them (useEnglishSection). */
export interface PageSections {
  chat: typeof enChat;
  admin: typeof enAdmin;
  sell: typeof enSell;
  settings: typeof enSettings;
  phones: typeof enPhones;
  myAds: typeof enMyAds;
  owner: typeof enOwner;
  suspended: typeof enAccount;
  reviews: typeof enReviews;
  priceGuide: typeof enPriceGuide;
  adPage: typeof enAdPage;
}
export type PageSection = keyof PageSections;

/** The whole English catalogue: en.ts, and the page sections (en.ts has chat.opening too). */
export type English = Omit<typeof en, 'chat'> & {
  chat: (typeof en)['chat'] & PageSections['chat'];
  admin: PageSections['admin'];
  sell: PageSections['sell'];
  settings: PageSections['settings'];
  phones: PageSections['phones'];
  myAds: PageSections['myAds'];
  owner: PageSections['owner'];
  suspended: PageSections['suspended'];
  reviews: PageSections['reviews'];
  priceGuide: PageSections['priceGuide'];
  adPage: PageSections['adPage'];
};

/** Same shape as the English catalogue, every leaf a string: a missing or extra key fails typecheck. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Catalogue = Strings<English>;

/** English text of src/domain (option, field label, category text) → its translation. */
export type DomainTexts = Record<string, string>;
