// The words of the makes and models people misspell most (decision 201): every brand and model name
// of phones, cars and bikes, word by word ('samsung', 'galaxy', 'nokia', 'vivo', 'corolla'). Search
// offers the nearest of them for a misspelt word even when some ad happens to hold the misspelling
// ('nokya' in one seller's text): the lexicon of the ads' own words then knows the slip as a word, and
// would otherwise search only for it.
import type { CategoryKey } from '../categories';
import { getBrands } from '../catalogue';
import { searchTokens } from './words';

/** Categories whose brands are makes with model names, rather than groupings ('Houses', 'Tutors'). */
const MAKES: readonly CategoryKey[] = ['mobiles', 'vehicles', 'bikes'];

let words: ReadonlySet<string> | undefined;

/** Letter-only words of 4 letters or more of those names (numbers are never a slip: '13' is no '14'). */
export function makeAndModelWords(): ReadonlySet<string> {
  words ??= new Set(
    MAKES.flatMap((c) => getBrands(c).flatMap((b) => [b.name, ...b.models]))
      .flatMap(searchTokens)
      .filter((w) => w.length >= 4 && /^[a-z]+$/.test(w)),
  );
  return words;
}
