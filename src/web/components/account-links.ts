// The signed-in person's pages, shown in the profile menu and in the phone drawer (issue 8). One list:
// a feature that adds a page for the person (saved ads, moderation…) adds one line here.
export interface AccountLink {
  label: string;
  path: string;
  /** An emoji: no icon font to download. */
  icon: string;
  /** Shown to moderators only (ADMIN_EMAILS, issue 11). */
  moderatorsOnly?: boolean;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { label: 'My Ads', path: '/my-ads', icon: '🗂️' },
  { label: 'Saved ads', path: '/saved', icon: '♡' },
  { label: 'Saved searches', path: '/saved-searches', icon: '🔖' },
  { label: 'Settings', path: '/settings', icon: '⚙️' },
  { label: 'Moderation', path: '/admin', icon: '🛡️', moderatorsOnly: true },
];

/** The links this person sees. */
export function accountLinksFor(user: { isModerator?: boolean }): readonly AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => !link.moderatorsOnly || user.isModerator);
}
