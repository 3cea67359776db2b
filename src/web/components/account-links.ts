import type { Catalogue } from '../i18n/types';
import { type IconComponent } from './ui/icon';
import { BookmarkIcon } from './ui/icons/bookmark';
import { FolderIcon } from './ui/icons/folder';
import { GearIcon } from './ui/icons/gear';
import { HeartIcon } from './ui/icons/heart';
import { PersonIcon } from './ui/icons/person';
import { OWN_SELLER_ID, sellerPath } from '../../domain/categories';
import { ShieldIcon } from './ui/icons/shield';
// The signed-in person's pages, shown in the profile menu and in the phone drawer. One list:
// a feature that adds a page for the person (saved ads, moderation…) adds one line here.
type AccountLabelKey = `account.${keyof Catalogue['account']}`;

export interface AccountLink {
  /** Its catalogue key (src/web/i18n). */
  labelKey: AccountLabelKey;
  path: string;
  /** Its line icon (ui/icon.tsx), drawn before the label. */
  icon: IconComponent;
  /** Shown to moderators only (ADMIN_EMAILS). */
  moderatorsOnly?: boolean;
}

const ACCOUNT_LINKS: readonly AccountLink[] = [
  { labelKey: 'account.myAds', path: '/my-ads', icon: FolderIcon },
  // '/seller/me', which the seller page turns into the person's own address: the same link on a page
  // drawn by the server, which carries no id (decision 144), and in the browser, so the menu hydrates
  // as it was drawn.
  { labelKey: 'account.publicPage', path: sellerPath(OWN_SELLER_ID), icon: PersonIcon },
  { labelKey: 'account.savedAds', path: '/saved', icon: HeartIcon },
  { labelKey: 'account.savedSearches', path: '/saved-searches', icon: BookmarkIcon },
  { labelKey: 'account.settings', path: '/settings', icon: GearIcon },
  { labelKey: 'account.moderation', path: '/admin', icon: ShieldIcon, moderatorsOnly: true },
];

/** The links this person sees. */
export function accountLinksFor(user: { isModerator?: boolean }): readonly AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => !link.moderatorsOnly || user.isModerator);
}
