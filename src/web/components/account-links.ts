// The signed-in person's pages, shown in the profile menu and in the phone drawer (issue 8). One list:
// a feature that adds a page for the person (saved ads, moderation…) adds one line here.
export interface AccountLink {
  label: string;
  path: string;
  /** An emoji: no icon font to download. */
  icon: string;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { label: 'My Ads', path: '/my-ads', icon: '🗂️' },
  { label: 'Saved ads', path: '/saved', icon: '♡' },
  { label: 'Saved searches', path: '/saved-searches', icon: '🔖' },
  { label: 'Settings', path: '/settings', icon: '⚙️' },
];
