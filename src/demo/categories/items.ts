// The shape shared by the "things" categories (electronics, business, furniture, fashion, books,
// kids): a catalogue grouping and model, what the seller calls it, a price range and a line of detail.
import { CONDITIONS } from '../../domain/fields/options';
import type { DraftContext } from '../context';

export interface Item {
  /** Catalogue brand (grouping) name, e.g. 'Televisions'. */
  group: string;
  /** Catalogue model name, e.g. 'Samsung'. */
  model: string;
  /** What the seller calls it: the title or type field, e.g. 'Samsung 55" 4K Smart TV'. */
  name: string;
  price: readonly [number, number];
  detail: string;
  /** Share of these sold new (default 0.3). */
  newShare?: number;
}

export function pickCondition(ctx: DraftContext, item: Item): (typeof CONDITIONS)[number] {
  const { rng } = ctx;
  if (rng.chance(item.newShare ?? 0.3)) return CONDITIONS[0];
  return rng.chance(0.9) ? CONDITIONS[1] : CONDITIONS[2];
}

/** The asking price: new items near the top of the range, used ones anywhere in it. */
export function itemPrice(ctx: DraftContext, item: Item, isNew: boolean): number {
  const [min, max] = item.price;
  const step = max >= 1_000_000 ? 50_000 : max >= 100_000 ? 5000 : max >= 10_000 ? 500 : 100;
  return isNew ? ctx.rng.price(min + (max - min) * 0.7, max, step) : ctx.rng.price(min, max * 0.85, step);
}

export const USED_LINES = [
  'Lightly used, in very good condition.',
  'Used for about a year, working perfectly.',
  'No fault, selling because I am shifting abroad.',
  'Well kept, just upgrading to a bigger one.',
];
export const NEW_LINES = ['Brand new, sealed pack.', 'New, never used, received as a gift.'];
