// Saving a search: the listing's own query parameters, checked by the listing query schema
// (listing-query.ts), plus one rule of its own: a key the listing does not know is refused, not
// ignored, so a saved search never quietly means something other than what the person saw.
import { z } from 'zod';
import { isCategoryKey } from '../categories';
import { COMMON_PARAMS, getFilters } from '../filters';
import { SAVED_SEARCH_NAME_MAX } from '../limits';
import { say } from '../messages';
import { plainString } from './text';

export const SAVED_SEARCH_MSG = {
  unknownFilter: (key: string) => say('search.unknownFilter', { key }),
  unknownFilters: say('search.unknownFilters'),
  tooMany: (max: number) => say('search.tooMany', { max }),
  notFound: say('search.notFound'),
  nameRequired: say('search.nameRequired'),
  nameTooLong: say('search.nameTooLong'),
} as const;

const nameSchema = plainString({ error: SAVED_SEARCH_MSG.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MSG.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MSG.nameTooLong);

/** POST /api/saved-searches: the listing's parameters as its URL has them, and an optional name. */
export const savedSearchInputSchema = z.strictObject({
  params: z.record(plainString(), plainString().max(200)),
  name: nameSchema.optional(),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/** PATCH /api/saved-searches/:id: rename. */
export const savedSearchRenameSchema = z.strictObject({ name: nameSchema });

/** `page` is where the person was, not what they look for: it is dropped, never refused. */
const IGNORED_PARAMS = new Set(['page']);

/** Keys of `params` that are not parameters of the category's listing (none when the category is unknown). */
export function unknownSearchParams(params: Record<string, string>): string[] {
  const category = params.category;
  if (!category || !isCategoryKey(category)) return [];
  const known = new Set<string>(['category', ...COMMON_PARAMS, ...getFilters(category).map((f) => f.param)]);
  return Object.keys(params).filter((k) => !known.has(k) && !IGNORED_PARAMS.has(k));
}
