// The bodies of forms that post without the app (decision 208): the same change as a JSON route, and
// the page to come back to; the language switch's link (decision 217); and a search box sent as a
// form (decision 221).
import { z } from 'zod';
import { LANGS } from '../lang';
import { RETURN_TO_MAX_LENGTH } from '../limits';
import { searchQuerySchema } from './listing-query';
import { plainString } from './text';
import { otherNeedsANote, reportFields } from '../safety/reports';

/** Where the form was sent from: checked by the server to be a path of this site (never another site). */
const back = plainString().max(RETURN_TO_MAX_LENGTH).optional();

/** POST /api/saved-ads/:adId, the heart sent as a form: '1' saves, '0' takes it off. */
export const savedAdFormSchema = z.strictObject({ save: z.enum(['1', '0']), back });

/** POST /api/ads/:id/reports/form, 'Report' sent as a form: the JSON route's reason and note. */
export const reportAdFormSchema = z.strictObject({ ...reportFields, back }).superRefine(otherNeedsANote);

/** GET /lang/:lang, the language switch as a link (decision 217). */
export const langSwitchParamsSchema = z.object({ lang: z.enum(LANGS) });

/**
 * Its page to come back to. Of any length: one too long, or not a path of this site, sends the browser
 * home (safeReturnTo) with the language switched, rather than refusing the switch.
 */
export const langSwitchQuerySchema = z.object({ back: plainString().optional() });

/**
 * GET /search, a search box sent as a form: its words, home's place picker (the bar has none) and the
 * page it was sent from, which the bar searches when that is a listing. Words too long are refused as
 * the API refuses them; a `back` too long or not of this site only loses the listing's other filters.
 */
export const searchFormQuerySchema = z.object({
  q: searchQuerySchema.shape.q,
  location: searchQuerySchema.shape.location,
  back: plainString().optional(),
});
