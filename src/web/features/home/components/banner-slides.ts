// The three slides of the home banner (SPEC §2 "Home page").
export interface Slide {
  title: string;
  text: string;
  cta: { label: string; to: string };
  art: 'rocket' | 'car' | 'phone';
  /** Tailwind background classes: the slides differ by colour, not by a downloaded picture. */
  tone: string;
}

export const SLIDES: readonly Slide[] = [
  {
    title: 'Sell faster — feature your ad',
    text: 'Put your ad in front of buyers across Pakistan. It takes a minute and it is free.',
    cta: { label: 'Start selling', to: '#advertise' },
    art: 'rocket',
    tone: 'from-brand-800 to-brand-600',
  },
  {
    title: 'Find your perfect car',
    text: 'Corolla, Civic, Alto, Sportage: compare prices from sellers in your city.',
    cta: { label: 'Browse cars', to: '/motors' },
    art: 'car',
    tone: 'from-[#2b3a67] to-[#3d5a98]',
  },
  {
    title: 'Sell your phone today',
    text: 'PTA approved or not, new or used: buyers are looking for your phone right now.',
    cta: { label: 'See phone ads', to: '/mobile-phones' },
    art: 'phone',
    tone: 'from-[#7a3b10] to-[#b45309]',
  },
];
