// Which facts of an ad's form search looks at: beside title, brand, model, variant
// and location, the facts buyers type ("128gb", "pta approved", "10 marla", "dha phase 6",
// "automatic"). One list, used when the search text is derived at write time.

/** Form keys whose values go into the search text as written. */
const SEARCHABLE_FORM_KEYS = [
  'storage',
  'condition',
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
