// Which facts of an ad's form search looks at: beside title, brand, model, variant
// and location, the facts buyers type ("128gb", "pta approved", "10 marla", "dha phase 6",
// "automatic", "penthouse", "sheesham") and the first distinct words of the description
// (decision 201). One list, used when the search text is derived at write time.
import { DESCRIPTION_SEARCH_WORDS } from '../limits';
import { UNSEARCHED_WORDS } from './synonyms';
import { searchTokens } from './words';

/**
 * Form keys whose values go into the search text as written. Not here: values that say the opposite
 * of their words ('No Warranty', parking 'Not Available'), the registration city (a car registered in
 * Lahore is not in Lahore), and free numbers (experience, age), which the typed filters read.
 */
const SEARCHABLE_FORM_KEYS = [
  'storage',
  'condition',
  'propertyCondition',
  'floorLevel',
  'transmission',
  'fuelType',
  'color',
  'engineCapacity',
  'engineType',
  'itemType',
  'serviceType',
  'jobTitle',
  'companyName',
  'employmentType',
  'animalType',
  'breed',
  'furnitureType',
  'fashionType',
  'material',
  'accessories',
  'furnishing',
  'society',
] as const;

/** The searchable facts of a form, as words: 'PTA Approved' → 'pta approved', not-approved → 'non pta'. */
export function searchableFacts(formData: Record<string, string>): string[] {
  const facts: string[] = [];
  for (const key of SEARCHABLE_FORM_KEYS) {
    const v = formData[key]?.trim();
    if (v) facts.push(v);
  }
  const pta = formData.ptaApproved?.trim();
  if (pta === 'PTA Approved') facts.push('PTA Approved');
  else if (pta) facts.push('Non PTA');
  const area = (formData.area ?? formData.areaSize ?? '').trim();
  if (area && formData.areaUnit) facts.push(`${area} ${formData.areaUnit}`);
  return facts;
}

/**
 * English words of every other sentence, which would fill a description's share of words while no
 * one searches for them (the Roman-Urdu ones are synonyms.ts UNSEARCHED_WORDS). A search leaves them
 * out as well (search-query.ts): a description never holds them, so asking for one would miss its ad.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  'the and with for in of to is are am be it its this that on at by from or as my your our we you he she they all very please'.split(
    ' ',
  ),
);

/**
 * The words of a description that search adds to the rest of an ad's text (`known`): its distinct
 * words in the order written, without those the rest already has, without filler words (the ones
 * above and the Roman-Urdu ones search never asks for) and without bare numbers (prices,
 * kilometres, months of use, parts of a phone number: 'iphone 13' should not find a phone 'used 13
 * months', and each price would be a word of its own in the index), at most DESCRIPTION_SEARCH_WORDS.
 */
export function descriptionWords(description: string, known: string): string[] {
  const have = new Set(searchTokens(known));
  const words: string[] = [];
  for (const word of searchTokens(description)) {
    if (words.length === DESCRIPTION_SEARCH_WORDS) break;
    if (have.has(word) || FILLER_WORDS.has(word) || UNSEARCHED_WORDS.has(word) || /^\d+$/.test(word))
      continue;
    words.push(word);
  }
  return words;
}
