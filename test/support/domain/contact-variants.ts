// Real-looking ways people slip contact details into an ad, shared by the domain test and
// the API test so both prove the same list. Not used by the app itself.
import type { AdInput } from '../../../src/domain/schemas/ad-input';
import { sampleAdInput } from './ad-input-sample';
import { MSG } from '../../../src/domain/schemas/messages';
import { OTHER } from '../../../src/domain/fields/options';
import type { ContactKind } from '../../../src/domain/safety/contact-details';
import { contactMessage, typedLabel } from '../../../src/domain/schemas/contact-rule';

export const CONTACT_VARIANTS = [
  'Call 03001234567 for details',
  'Contact 0300-1234567 anytime',
  'Number 0321 7654321 evenings only',
  'call 0333-765-4321',
  'Phone: 0345 123 4567',
  '+92 300 1234567 whatsapp',
  '+923001234567',
  '92-300-1234567',
  '0092 321 7654321',
  'rabta: ۰۳۰۰۱۲۳۴۵۶۷',
  'فون ۰۳۲۱-۷۶۵۴۳۲۱',
  'Call (0300) 1234567',
  '0300.123.4567 only serious buyers',
  'Office 042-35761234',
  'whatsapp wa.me/923001234567',
  'Join https://chat.whatsapp.com/AbCdEf123',
  'email me at seller.khan@gmail.com',
  'seller_khan @ yahoo.com',
  'More photos on www.example.pk',
  'See https://mysite.com/phone',
  'Details at olx.com.pk/item/123',
] as const;

/** Ordinary ad text that must still pass. */
export const CLEAN_TEXTS = [
  'Samsung Galaxy S24 Ultra 12/256 with box and charger',
  'Toyota Corolla 2018 1300cc, 45,000 km driven, first owner',
  '10 Marla house in DHA Phase 6, 5 bedrooms',
  'Price Rs. 1,250,000 negotiable, 2 years warranty',
  'iPhone 13 Pro Max 256GB, battery health 89%, PTA approved',
  'Model 2021-2022, chassis checked, token tax paid till 2025',
  'Used for 3.5 years, 10/10 condition',
] as const;

/** The form_data key a case is typed into, and the category whose form has it. */
const CASE_FIELDS = {
  Title: 'mobiles',
  description: 'mobiles',
  price: 'mobiles',
  title: 'propertyforsale',
  society: 'propertyforsale',
  area: 'propertyforsale',
  bedroomsCustom: 'propertyforsale',
  bathroomsCustom: 'propertyforsale',
  accessories: 'electronicsandhome',
  variant: 'vehicles',
  color: 'vehicles',
  engineCapacity: 'vehicles',
  brandName: 'vehicles',
  modelName: 'vehicles',
  experience: 'services',
} as const;
type CaseField = keyof typeof CASE_FIELDS;

/**
 * One row of the disguise table (decision 146): a text typed into one field, and whether the ad is
 * refused for it. `refused` names the error the field gets: 'contact' for the contact details message,
 * 'bounds' for the field's own number limit; false means the ad is accepted.
 */
export interface ContactCase {
  text: string;
  field: CaseField;
  refused: 'contact' | 'bounds' | false;
  /** What a refused row is named as in its message. */
  kind?: ContactKind;
}

const ZW = '\u200B';
const refuseAs = (kind: ContactKind, field: CaseField, ...texts: string[]): ContactCase[] =>
  texts.map((text) => ({ text, field, refused: 'contact', kind }));
const refuse = (field: CaseField, ...texts: string[]): ContactCase[] => refuseAs('phone', field, ...texts);
const accept = (field: CaseField, ...texts: string[]): ContactCase[] =>
  texts.map((text) => ({ text, field, refused: false }));

export const CONTACT_CASES: readonly ContactCase[] = [
  // Digits in other scripts and styles.
  ...refuse(
    'description',
    'Call 0300 1234567 for details',
    'Call O3OO-l234567 evenings',
    'Number ０３００１２３４５６７ only',
    'फ़ोन ०३००१२३४५६७',
    'ফোন ০৩০০১২৩৪৫৬৭',
    'Number 𝟎𝟑𝟎𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕',
    'Number 𝟶𝟹𝟶𝟶 𝟷𝟸𝟹𝟺𝟻𝟼𝟽',
    'rabta ۰۳۰۰ ۱۲۳۴۵۶۷',
    'rabta ٠٣٠٠١٢٣٤٥٦٧',
    'Call ⓪③⓪⓪①②③④⑤⑥⑦',
    'Call 0³⁰⁰¹²³⁴⁵⁶⁷',
    'Call 0̲3̲0̲0̲1̲2̲3̲4̲5̲6̲7̲',
  ),
  // Invisible characters and separators inside the number.
  ...refuse(
    'Title',
    `Galaxy ${['0', '3', '0', '0', '1', '2', '3', '4', '5', '6', '7'].join(ZW)}`,
    'Galaxy 0300\u00AD1234\u00AD567',
    'Galaxy \uFEFF0300\u20601234567',
    'Galaxy 0300\u200C123\u200D4567',
    'Galaxy 0300_123_4567',
    'Galaxy 0300—123—4567',
    'Galaxy 0300*123*4567',
    'Galaxy 0300~123~4567',
    'Galaxy 0300/123/4567',
    'Galaxy 0300\\123\\4567',
    'Galaxy 0 3 0 0 1 2 3 4 5 6 7',
    'Galaxy 0300. 123. 4567',
    'Galaxy 0300,12,34,567',
    'Galaxy O3OO I234567',
  ),
  // Spelled out, in English, Roman Urdu and Urdu, and mixed with digits.
  ...refuse(
    'description',
    'zero three zero zero one two three four five six seven',
    'Zero Three Double Zero One Two Three Four Five Six Seven',
    'sifar teen sifar sifar aik do teen char paanch chay saat',
    'صفر تین صفر صفر ایک دو تین چار پانچ چھ سات',
    'call 0300 one two three four five six seven',
    'three zero zero one two three four five six seven',
  ),
  // Every way of writing a Pakistani number, a landline and a foreign one.
  ...refuse(
    'description',
    '+92 300 1234567 whatsapp',
    'whatsapp 923211234567',
    '0092-321-1234567',
    '+92 (321) 123-4567',
    'call 300 1234567',
    'call 3001234567',
    'office 042-35761234',
    'office (051) 2345678',
    'UK +44 7911 123456',
    'call 300,123,4567',
  ),
  // Links and emails, plain and disguised.
  ...refuseAs(
    'link',
    'description',
    'whatsapp wa.me/923001234567',
    'see hxxps://mysite.pk/ad',
    'see hxxp://example.com',
    'see h**ps://example.com',
    'photos https://bit.ly/3abcd',
    'photos bit . ly / 3abcd',
    'photos tinyurl.com/abc123',
    'join t.me/sellerkhan',
    'all links linktr.ee/sellerkhan',
    'video youtu.be/abc123',
    'photos cutt.ly/abc',
    'photos rb.gy/abc',
    'photos is.gd/abc',
    'photos ow.ly/abc',
    'photos shorturl.at/abc',
    'location goo.gl/maps/abc',
    'photos t.co/abc',
    'visit mysite[.]com',
    'visit mysite(dot)com',
    'visit mysite dot com',
    'visit ｗｗｗ．ｍｙｓｉｔｅ．ｐｋ',
    'follow instagram.com/sellerkhan',
    'group chat.whatsapp.com/AbCdEf',
  ),
  ...refuseAs(
    'email',
    'description',
    'mail seller.khan[at]gmail[dot]com',
    'mail seller.khan (at) gmail (dot) com',
    'mail sellerkhan at gmail dot com',
  ),
  // The other typed fields: custom room counts, society, accessories, variant, names, numbers.
  ...refuse('bedroomsCustom', '03001234567'),
  ...refuse('bathroomsCustom', '923211234567'),
  ...refuse('society', 'DHA Phase 6, call 0300 1234567'),
  ...refuseAs('link', 'accessories', 'box, charger, wa.me/923001234567'),
  ...refuse('variant', 'GLi 0321-7654321'),
  ...refuse('color', 'White 0 3 0 0 1 2 3 4 5 6 7'),
  ...refuse('engineCapacity', '1300cc 03001234567'),
  ...refuseAs('email', 'experience', '5 years, email khan@gmail.com'),
  ...refuse('modelName', 'Corolla 0300 1234567'),
  ...refuseAs('link', 'brandName', 'Toyota bit.ly/abc'),
  ...refuse('title', 'House for sale ۰۳۰۰۱۲۳۴۵۶۷'),
  ...refuse('price', '03001234567'),
  ...refuse('area', '03001234567'),
  { text: '60', field: 'bedroomsCustom', refused: 'bounds' },
  { text: '0', field: 'bathroomsCustom', refused: 'bounds' },
  { text: '1234567', field: 'bedroomsCustom', refused: 'bounds' },
  { text: '3001234567', field: 'area', refused: 'bounds' },
  // What real ads say, which the rule must let through.
  ...accept(
    'description',
    'Rs. 45,000 final',
    'Price 4.5 lac negotiable',
    '45000 only, no exchange',
    '2019 model, first owner',
    '128GB storage, 8GB RAM',
    'Toyota Corolla 2018 1300cc, 85,000 km driven',
    '10 marla house, 272.25 sq ft per marla',
    'Price Rs. 1,250,000 negotiable, 2 years warranty',
    'Model 2021-2022, 10/10 condition',
    'Demand 1,25,00,000 (1.25 crore)',
    'Bought on 03-01-2024, warranty till 03-01-2026',
    'One owner, two keys, three services done',
    'Meet at Liberty Market at 5.30',
    'Polka dot dress, size 10',
    'Price 45000, 2019, 85000 km',
    'Honda CD 70 2022 model, 12,500 km',
    'Sizes 32, 34, 36 available',
    'Suzuki Alto VXR 660cc 2020, 45,000 km, Rs. 2,150,000',
    'Core i7 8th gen, 16GB, 512GB SSD, 15.6 inch',
    'Ek saal purana, do charger ke saath',
    'ایک سال پرانا، دو چارجر کے ساتھ، قیمت 45,000',
    'Tyres 185/65 R15, 2023 made, 200 kg',
    'Screen 6.7", battery 4500 mAh, 5G, oil change at 2000 km',
    'Model number UA55AU7000, 55 inch',
  ),
  ...accept(
    'Title',
    'iPhone 13 Pro Max 256GB',
    'Samsung A52s 8/128',
    'Galaxy S23 Ultra 12/256 with box',
    'Redmi Note 12, 6/128, PTA',
  ),
  ...accept('society', 'DHA Phase 6', 'Bahria Town Phase 8, Sector C'),
  ...accept('bedroomsCustom', '12', '50'),
  ...accept('bathroomsCustom', '11'),
  ...accept('area', '10', '272.25', '4500'),
  ...accept('price', '150000'),
  ...accept('accessories', 'remote, box, stand'),
  ...accept('engineCapacity', '1300cc'),
  ...accept('variant', 'GLi 1.3'),
  ...accept('experience', '5 years'),
];

/** A valid ad of the case's category with the case's text in its field ('Other' chosen for a custom
 * room count; a description long enough to be one). */
export function caseInput(c: ContactCase, images: string[] = []): AdInput {
  const formData: Record<string, string> = { [c.field]: c.text };
  if (c.field === 'bedroomsCustom') formData.bedrooms = OTHER;
  if (c.field === 'bathroomsCustom') formData.bathrooms = OTHER;
  if (c.field === 'description') formData.description = `${c.text}. Well kept, serious buyers only.`;
  return sampleAdInput(CASE_FIELDS[c.field], { formData, images });
}

/** The message the case's field gets when refused. */
export function caseMessage(c: ContactCase): string | undefined {
  if (c.refused === 'contact')
    return contactMessage(c.kind ?? 'phone', typedLabel(CASE_FIELDS[c.field], c.field));
  if (c.refused === 'bounds') return c.field === 'area' ? MSG.priceTooHigh('Area') : MSG.roomsRange;
  return undefined;
}
