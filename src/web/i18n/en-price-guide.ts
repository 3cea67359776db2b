// The English text of the post form's price guide (decision 193). Added by the line itself
// (useEnglishSection), which loads in its own chunk once a price is typed: the post form's first load
// carries none of it. ur.ts has it in its own `priceGuide`.
export const enPriceGuide = {
  yours: 'Ads like yours ask {{range}} · from {{count}} ads',
};
