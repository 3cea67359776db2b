// The three slides of the home banner (docs/product.md §2 "Home page").
export interface Slide {
  /** Its texts are banner.{key}.title, .text and .cta in the catalogues (src/web/i18n). */
  key: 'feature' | 'cars' | 'phones';
  to: string;
  art: 'rocket' | 'car' | 'phone';
  /** Tailwind background classes: the slides differ by colour, not by a downloaded picture. */
  tone: string;
}

export const SLIDES: readonly Slide[] = [
  {
    key: 'feature',
    to: '#advertise',
    art: 'rocket',
    tone: 'from-brand-800 to-brand-600',
  },
  {
    key: 'cars',
    to: '/motors',
    art: 'car',
    tone: 'from-[#2b3a67] to-[#3d5a98]',
  },
  {
    key: 'phones',
    to: '/mobile-phones',
    art: 'phone',
    tone: 'from-[#7a3b10] to-[#b45309]',
  },
];
