// The two or three short facts a card shows under the title (AdSummary.highlights), per category:
// what a buyer in that category scans for first (storage and PTA for phones, year and gearbox for cars).
import type { CategoryKey } from '../categories';
import { AREA_UNITS, PTA_STATUS } from '../fields/options';
import { roomsCount } from '../fields/other';
import { ROOMS_CUSTOM_MAX } from '../limits';

type FormData = Record<string, string | undefined>;

const MAX_HIGHLIGHTS = 3;

const v = (f: FormData, key: string) => (f[key] ?? '').trim();

/** '3 beds' / '1 bed'; 'Other' means the custom number. A count above ROOMS_CUSTOM_MAX,
 * saved before that bound (a phone number typed as bedrooms, decision 146), is not shown. */
function roomsText(f: FormData, key: 'bedrooms' | 'bathrooms'): string {
  const raw = roomsCount(f, key);
  if (!/^\d+$/.test(raw) || Number(raw) > ROOMS_CUSTOM_MAX) return '';
  const word = key === 'bedrooms' ? 'bed' : 'bath';
  return `${raw} ${word}${raw === '1' ? '' : 's'}`;
}

/** '10 Marla' from an area and its unit. */
export function areaText(f: FormData, key: 'area' | 'areaSize'): string {
  const amount = v(f, key);
  return amount ? [amount, v(f, 'areaUnit')].filter(Boolean).join(' ') : '';
}

function pta(f: FormData): string {
  const value = v(f, 'ptaApproved');
  if (value === PTA_STATUS[0]) return 'PTA Approved';
  return value === PTA_STATUS[1] ? 'Non-PTA' : '';
}

function pick(category: CategoryKey, f: FormData): string[] {
  switch (category) {
    case 'mobiles':
      return [v(f, 'storage'), pta(f), v(f, 'condition')];
    case 'vehicles':
      return [v(f, 'year'), v(f, 'transmission'), v(f, 'fuelType')];
    case 'propertyforsale':
      return [roomsText(f, 'bedrooms'), roomsText(f, 'bathrooms'), areaText(f, 'area')];
    case 'propertyforrent':
      return [roomsText(f, 'bedrooms'), areaText(f, 'areaSize'), v(f, 'furnishing')];
    case 'bikes':
      return [v(f, 'year'), v(f, 'condition'), v(f, 'engineType')];
    case 'jobs':
      return [v(f, 'employmentType'), v(f, 'experience')];
    case 'services':
      return [v(f, 'experience')];
    case 'animals':
      return [v(f, 'age')];
    case 'electronicsandhome':
      return [v(f, 'condition'), v(f, 'warranty')];
    case 'businessandindustrial':
    case 'furnitureanddecor':
    case 'fashionandbeauty':
    case 'booksandhobbies':
    case 'kids':
      return [v(f, 'condition')];
  }
}

export function cardHighlights(category: CategoryKey, formData: FormData): string[] {
  return pick(category, formData)
    .filter((s) => s !== '')
    .slice(0, MAX_HIGHLIGHTS);
}

/**
 * The wording of the facts whose number or amount varies, as domain texts with a slot ('{{count}}
 * beds'); the Urdu catalogue has each (src/web/i18n/ur.ts). The facts that are one option ('Non-PTA',
 * 'Used') are domain texts as they are.
 */
export const HIGHLIGHT_TEMPLATES = [
  '1 bed',
  '{{count}} beds',
  '1 bath',
  '{{count}} baths',
  '1 year',
  '{{count}} years',
  'Non-PTA',
  ...AREA_UNITS.map((unit) => `{{amount}} ${unit}`),
] as const;
