// The English texts only the ad page says to a buyer: similar ads, the price guide and sharing. The
// `adPage` section of the catalogue, kept out of en.ts so every other page's first load goes without
// them (decision 137); ur.ts has them in `adPage`.
export const enAdPage = {
  similar: 'Similar ads',
  // The price guide (decision 193): the place is a city's name, or 'Pakistan' below.
  priceGuide: 'Most ads like this in {{place}} ask {{range}} · from {{count}} ads',
  pakistan: 'Pakistan',
  copyLink: 'Copy link',
  whatsApp: 'WhatsApp',
};
