// What every demo ad generator gets and gives back, and the small pieces they share: where the seller
// is, a phone number in the 03xx-xxxxxxx pattern, and the closing lines Pakistani sellers write.
import { CITIES, type CategoryKey } from '../domain/categories';
import { societiesOf } from '../domain/cities';
import type { Rng } from './prng';

/** An ad before it gets an owner, images and derived columns. `brand`/`model` are catalogue names. */
export interface DemoDraft {
  category: CategoryKey;
  brand: string;
  model: string;
  variant: string;
  formData: Record<string, string>;
  /** The big line drawn on the cover image, e.g. 'Galaxy A55' or '10 Marla House'. */
  headline: string;
}

export interface DraftContext {
  rng: Rng;
  city: string;
  phone: string;
  /** Today in Pakistan, YYYY-MM-DD (rent availableFrom must not be before it). */
  today: string;
  /** The current year (vehicle and bike years never pass it). */
  year: number;
}

export type DraftGenerator = (ctx: DraftContext) => DemoDraft;

/**
 * Where demo ads are posted: the big cities most, a few others some. Only these: with every city of
 * CITIES at weight 1, most demo ads would sit in small towns.
 */
const CITY_WEIGHTS: Partial<Record<(typeof CITIES)[number], number>> = {
  Lahore: 20,
  Karachi: 20,
  Islamabad: 14,
  Rawalpindi: 10,
  Faisalabad: 6,
  Multan: 6,
  Peshawar: 6,
  Quetta: 3,
  Hyderabad: 3,
  Gujranwala: 3,
  Sialkot: 3,
  Bahawalpur: 2,
  Abbottabad: 1,
  Mardan: 1,
  Sargodha: 1,
  Sukkur: 1,
};
// In CITIES' order, as before the list grew, so the same seed draws the same cities.
const CITY_TABLE = CITIES.flatMap((c) => (CITY_WEIGHTS[c] ? [[c, CITY_WEIGHTS[c]] as const] : []));

export function pickCity(rng: Rng): string {
  return rng.weighted(CITY_TABLE);
}

/** Jazz 0300–0309, Zong 0310–0318, Warid 0320–0325, Ufone 0330–0337, Telenor 0340–0349. */
const OPERATOR_CODES = ['00', '01', '02', '03', '05', '10', '12', '15', '21', '33', '36', '45', '46'];

export function pickPhone(rng: Rng): string {
  return `03${rng.pick(OPERATOR_CODES)}-${String(rng.int(1_000_000, 9_999_999))}`;
}

/** Neighbourhoods people name in ads, so property and descriptions read like the real thing. */
export function pickArea(rng: Rng, city: string): string {
  const known = societiesOf(city);
  return rng.pick(known.length ? known : ['Main Boulevard', 'Model Town', 'Civil Lines', 'Cantt']);
}

const CLOSERS = [
  'Serious buyers only, please call or WhatsApp.',
  'Price is slightly negotiable for serious buyers.',
  'Call after 5 pm, WhatsApp anytime.',
  'Final price, no bargaining please.',
  'Exchange not possible, cash deal only.',
  'Time wasters please excuse.',
  'Can be seen anytime after Asr.',
  'Genuine buyers may WhatsApp for more pictures.',
];

/** Closing lines for ads that offer work or a service rather than a thing. */
export const OFFER_CLOSERS = [
  'Call or WhatsApp for details.',
  'Interested candidates may WhatsApp their CV.',
  'Contact between 10 am and 7 pm.',
];

/** Joins description sentences and adds a seller's closing line. */
export function describe(ctx: DraftContext, ...sentences: (string | false | undefined)[]): string {
  return describeWith(ctx, CLOSERS, ...sentences);
}

export function describeWith(
  ctx: DraftContext,
  closers: readonly string[],
  ...sentences: (string | false | undefined)[]
): string {
  return [...sentences.filter(Boolean), ctx.rng.pick(closers)].join(' ');
}

const grouping = new Intl.NumberFormat('en-PK');
/** 65000 → '65,000' (one shared formatter: toLocaleString builds a new one per call). */
export const digits = (n: number) => grouping.format(n);

/** The fields every category ends with (docs/product.md §3): price, location, description, contact. */
export function closing(ctx: DraftContext, price: number, description: string): Record<string, string> {
  return { price: String(price), location: ctx.city, description, contactNumber: ctx.phone };
}
