// The English texts of the My Ads page (/my-ads), the `myAds` section of the catalogue. Kept out of en.ts so they
// travel in those pages' chunks, not in every route's first load (decision 137, as decision 136 did for
// chat): a page adds them with useEnglishSection before drawing. ur.ts has them in its own `myAds`.
export const enMyAds = {
  chooseCategory: 'Choose a category',
  whatSelling: 'What are you selling?',
  title: 'My Ads',
  signIn: 'Sign in to see your ads',
  loading: 'Loading your ads...',
  loadFailed: 'We could not load your ads. Check your connection and try again.',
  count_one: '1 ad. Mark one as sold when it sells, renew it when it expires, or edit it to update it.',
  count_other:
    '{{count}} ads. Mark one as sold when it sells, renew it when it expires, or edit it to update it.',
  willBeTakenDown: '“{{title}}” will be taken down and its photos deleted.',
  deleteAd: 'Delete ad',
  cancel: 'Cancel',
  emptyTitle: "You haven't posted any ads yet.",
  emptyText: 'Sell something you no longer need: it takes about two minutes.',
  postFirst: 'Post your first ad',
  morePhotos: 'More photos',
  photo: 'Photo {{n}}',
  savedBy_one: 'Saved by 1 person',
  savedBy_other: 'Saved by {{count}} people',
  hiddenBy: 'Hidden by moderators: {{reason}}',
  expiredNote: 'Expired: renew it to show it to buyers again.',
  edit: 'Edit',
  editAria: 'Edit {{title}}',
  remove: 'Remove',
  removeAria: 'Remove {{title}}',
  confirmDelete: 'Are you sure you want to delete this ad?',
  deleted: 'Ad deleted successfully.',
  deleteFailed: 'Failed to delete ad.',
};
