import type { Catalogue } from '../i18n/types';
// The signed-in person's pages, shown in the profile menu and in the phone drawer (issue 8). One list:
// a feature that adds a page for the person (saved ads, moderation…) adds one line here.
type AccountLabelKey = `account.${keyof Catalogue['account']}`;

export interface AccountLink {
  /** Its catalogue key (src/web/i18n). */
  labelKey: AccountLabelKey;
  path: string;
  /** An emoji: no icon font to download. */
  icon: string;
  /** Shown to moderators only (ADMIN_EMAILS, issue 11). */
  moderatorsOnly?: boolean;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { labelKey: 'account.myAds', path: '/my-ads', icon: '🗂️' },
  { labelKey: 'account.savedAds', path: '/saved', icon: '♡' },
  { labelKey: 'account.savedSearches', path: '/saved-searches', icon: '🔖' },
  { labelKey: 'account.settings', path: '/settings', icon: '⚙️' },
  { labelKey: 'account.moderation', path: '/admin', icon: '🛡️', moderatorsOnly: true },
];

/** The links this person sees. */
export function accountLinksFor(user: { isModerator?: boolean }): readonly AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => !link.moderatorsOnly || user.isModerator);
}
