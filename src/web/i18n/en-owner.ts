// The English texts of what a seller does with their own ad, on My Ads and on the ad page: the
// `owner` section of the catalogue. Kept out of en.ts so they travel with those pages' chunks
// (decision 137): a page adds them with useEnglishSection before drawing. ur.ts has them in `owner`.
export const enOwner = {
  yourAd: 'Your ad',
  /** People who viewed the ad, each once a day (decision 196): for its seller only. */
  views_one: '1 view',
  views_other: '{{count}} views',
  yourAdText: 'Buyers reach you by phone, WhatsApp and chat. Tell them when it sells.',
  soldText: 'Buyers see it as sold. Sale fell through? Put it back on sale.',
  expiredText: 'Expired: renew it to show it to buyers again.',
  hiddenText: 'Hidden by moderators: buyers cannot see it.',
  markSold: 'Mark as sold',
  markAvailable: 'Mark as available',
  renew: 'Renew',
  actionAria: '{{action}} {{title}}',
  edit: 'Edit',
  editAria: 'Edit {{title}}',
  confirmSold: 'Mark this ad as sold?',
  confirmSoldText: '“{{title}}” will show as Sold. You can mark it as available again.',
  cancel: 'Cancel',
  soldDone: 'Marked as sold.',
  availableDone: 'Your ad is available again.',
  renewDone: 'Your ad is live again for 30 days.',
  failed: 'That did not work. Please try again.',
};
