// The title of an ad, built from its form fields (docs/product.md §2 "title built from form fields"; §3 "Title may
// be Title or title"). Stored on the ad at write time so lists and search never rebuild it.
import type { CategoryKey } from '../categories';
import { namedValue } from '../fields/other';

type FormData = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const join = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

export interface TitleInput {
  category: CategoryKey;
  brand: string;
  model: string;
  variant?: string;
  formData: FormData;
}

export function adTitle({ category, brand, model, variant, formData: f }: TitleInput): string {
  const own = str(f.Title) || str(f.title);
  const made = join(brand, namedValue(model));
  switch (category) {
    case 'mobiles':
    case 'businessandindustrial':
    case 'propertyforsale':
      return own || made;
    case 'vehicles':
      return join(brand, model, variant || f.variant, f.year);
    case 'bikes':
      return join(brand, model, f.year);
    case 'propertyforrent': {
      const beds = str(f.bedrooms);
      const kind = namedValue(model) || brand;
      return join(beds && `${beds} Bed`, kind, 'for Rent', str(f.location) && `in ${str(f.location)}`);
    }
    case 'electronicsandhome':
      return own || made;
    case 'jobs': {
      const company = str(f.companyName);
      return join(str(f.jobTitle) || made, company && `at ${company}`);
    }
    case 'animals':
      return join(f.breed, str(f.animalType) || brand) || made;
    case 'services':
      return str(f.serviceType) || made;
    case 'furnitureanddecor':
      return str(f.furnitureType) || made;
    case 'fashionandbeauty':
      return str(f.fashionType) || made;
    case 'booksandhobbies':
    case 'kids':
      return str(f.itemType) || made;
  }
}
