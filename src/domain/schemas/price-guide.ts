// GET /api/price-guide: the post form asks for the guide of what its seller has filled in so far
// (decision 193). The category must be one with a guide; the other fields are the ones the comparables
// are made of, each a short text or a sane number. An unknown brand or model is not refused: it simply
// has no guide (an empty answer), as an ad of it would have none. Not re-exported from ./index: only
// the server reads it, and every page that imports the index would carry it.
import { z } from 'zod';
import { say } from '../messages';
import { AREA_MAX } from '../limits';
import { PRICE_GUIDE_CATEGORIES } from '../price-guide';
import { MIN_YEAR } from './ad-input';
import { MSG } from './messages';
import { plainString } from './text';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const field = () => z.preprocess(blankToUndefined, plainString().trim().max(100).optional());
const maxYear = () => new Date().getFullYear() + 1;

export const priceGuideQuerySchema = z.object({
  category: z.enum(PRICE_GUIDE_CATEGORIES as [string, ...string[]], {
    error: say('priceGuide.categoryUnknown'),
  }),
  brand: z.preprocess(blankToUndefined, plainString({ error: MSG.brandUnknown }).trim().max(100)),
  model: field(),
  storage: field(),
  ptaApproved: field(),
  location: field(),
  society: field(),
  areaUnit: field(),
  marlaSize: field(),
  year: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: () => MSG.year(MIN_YEAR, maxYear()) })
      .int({ error: () => MSG.year(MIN_YEAR, maxYear()) })
      .refine((y) => y >= MIN_YEAR && y <= maxYear(), { error: () => MSG.year(MIN_YEAR, maxYear()) })
      .optional(),
  ),
  area: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: say('priceGuide.area', { max: AREA_MAX }) })
      .positive({ error: say('priceGuide.area', { max: AREA_MAX }) })
      .max(AREA_MAX, { error: say('priceGuide.area', { max: AREA_MAX }) })
      .optional(),
  ),
});
export type PriceGuideQuery = z.infer<typeof priceGuideQuerySchema>;
