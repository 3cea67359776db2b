// The English texts of a suspended person's page (/suspended) and of the banner that leads there, the
// `suspended` section of the catalogue (decision 189). Kept out of en.ts: only a suspended person ever
// sees them, so they travel in the page's and the banner's chunks. ur.ts has them in its own `suspended`.
export const enAccount = {
  title: 'Account suspended',
  heading: 'Your account has been suspended',
  why: 'Why: {{reason}}',
  noReason: 'The moderators gave no reason.',
  since: 'Since {{when}}',
  meanwhile:
    'While it is suspended you can still browse ads and read your chats, but you cannot post or edit ads, message sellers or see their numbers. Your ads are hidden.',
  askHeading: 'Ask for a review',
  askHint:
    'Tell the moderators why they should look at your account again. You can ask once for this suspension.',
  askLabel: 'Why should we look again?',
  ask: 'Ask for a review',
  asked: 'You asked for a review {{when}}. A moderator will look at it.',
  banner: 'Your account is suspended.',
  bannerLink: 'See why, and ask for a review',
};
