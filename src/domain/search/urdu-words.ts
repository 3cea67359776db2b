// Search written in Urdu script (decision 188): each Urdu word or phrase people type for a category,
// a common noun, a brand, a model or a city, as the Latin word the ads and the rest of search already
// understand ('موبائل' → 'mobile', 'سوزوکی آلٹو' → 'suzuki alto', 'لاہور' → 'lahore'). The search is
// then read as if typed in Roman Urdu: the synonym table, the typo correction and the filters take it
// from there. Only the server reads this table (search-service.ts, search-query.ts), so it costs the
// browser's first load nothing; the browser sends the words as typed.
import { CITY_NAMES_UR } from '../cities-ur';
import { normaliseUrdu } from '../urdu-letters';

/** [the Latin word or phrase, then the Urdu ways to write it]. */
const WORDS: readonly (readonly [string, ...string[]])[] = [
  // Categories and the nouns people use for them
  ['mobile', 'موبائل', 'موبائلز', 'موبائل فون', 'فون', 'اسمارٹ فون', 'سمارٹ فون'],
  ['gari', 'گاڑی', 'گاڑیاں', 'کار', 'کاریں', 'موٹر کار'],
  ['motor cycle', 'موٹر سائیکل', 'موٹرسائیکل', 'موٹر سائیکلیں', 'بائیک', 'بائک'],
  ['makan', 'مکان', 'گھر', 'کوٹھی'],
  ['plot', 'پلاٹ', 'پلاٹس'],
  ['kiraya', 'کرایہ', 'کرائے', 'کرایے', 'کرائے پر', 'کرایہ پر', 'کرائے کے لیے'],
  ['zameen', 'زمین', 'جائیداد', 'پراپرٹی'],
  ['dukan', 'دکان', 'دوکان'],
  ['daftar', 'دفتر', 'آفس'],
  ['flat', 'فلیٹ', 'اپارٹمنٹ'],
  ['naukri', 'نوکری', 'ملازمت', 'ملازمتیں', 'روزگار'],
  ['janwar', 'جانور'],
  ['bakra', 'بکرا', 'بکری', 'بکرے'],
  ['gaye', 'گائے'],
  ['bhains', 'بھینس'],
  ['murgi', 'مرغی', 'مرغیاں'],
  ['billi', 'بلی'],
  ['kutta', 'کتا', 'کتے'],
  ['farnichar', 'فرنیچر'],
  ['sofa', 'صوفہ', 'صوفے'],
  ['sheesham', 'شیشم'],
  ['penthouse', 'پینٹ ہاؤس'],
  ['palang', 'پلنگ', 'بیڈ'],
  ['almari', 'الماری'],
  ['kursi', 'کرسی', 'کرسیاں'],
  ['mez', 'میز'],
  ['laptop', 'لیپ ٹاپ'],
  ['fridge', 'فریج', 'فرج'],
  ['ac', 'اے سی'],
  ['tv', 'ٹی وی', 'ٹیلی ویژن'],
  ['generator', 'جنریٹر'],
  ['solar panel', 'سولر پینل', 'سولر پلیٹ'],
  ['saikal', 'سائیکل'],
  ['kitab', 'کتاب', 'کتابیں'],
  ['khilona', 'کھلونا', 'کھلونے'],
  ['ghari', 'گھڑی', 'گھڑیاں'],
  ['joota', 'جوتا', 'جوتے'],
  ['kapray', 'کپڑے'],
  ['naya', 'نیا', 'نئی', 'نئے'],
  ['purana', 'پرانا', 'پرانی', 'استعمال شدہ'],
  ['pta', 'پی ٹی اے'],
  ['non pta', 'نان پی ٹی اے'],
  // Words with no search meaning of their own (synonyms.ts UNSEARCHED_WORDS)
  ['chahiye', 'چاہیے', 'چاہئے', 'درکار'],
  ['bechna', 'بیچنا', 'فروخت'],
  ['baraye', 'برائے'],
  // Brands and models people search for most
  ['apple', 'ایپل'],
  ['iphone', 'آئی فون', 'آئیفون', 'ائی فون'],
  ['samsung', 'سام سنگ', 'سامسنگ', 'سیمسنگ'],
  ['galaxy', 'گلیکسی', 'گیلکسی'],
  ['vivo', 'ویوو'],
  ['oppo', 'اوپو'],
  ['xiaomi', 'شیاؤمی', 'شاؤمی'],
  ['redmi', 'ریڈمی'],
  ['infinix', 'انفینکس'],
  ['tecno', 'ٹیکنو'],
  ['realme', 'ریئلمی', 'ریلمی'],
  ['huawei', 'ہواوے', 'ہواوی'],
  ['nokia', 'نوکیا'],
  ['toyota', 'ٹویوٹا'],
  ['corolla', 'کرولا', 'کرولہ'],
  ['yaris', 'یارس'],
  ['prado', 'پراڈو'],
  ['hilux', 'ہائلکس'],
  ['suzuki', 'سوزوکی'],
  ['alto', 'آلٹو', 'آلتو'],
  ['mehran', 'مہران'],
  ['cultus', 'کلٹس'],
  ['wagon r', 'ویگن آر'],
  ['swift', 'سوئفٹ'],
  ['bolan', 'بولان'],
  ['honda', 'ہونڈا'],
  ['civic', 'سوک', 'سِوک', 'سیوک'],
  ['city', 'سٹی', 'سیٹی'],
  ['hyundai', 'ہنڈائی', 'ہیونڈائی'],
  ['sportage', 'اسپورٹیج', 'سپورٹیج'],
  ['daihatsu', 'ڈائی ہاٹسو', 'ڈائیہاٹسو'],
  ['cuore', 'کورے'],
  ['nissan', 'نسان'],
  ['mg', 'ایم جی'],
  ['haval', 'حوال', 'ہوال'],
  ['changan', 'چنگان'],
  ['yamaha', 'یاماہا'],
  ['cd 70', 'سی ڈی 70', 'سی ڈی سیونٹی'],
  ['unique', 'یونیک'],
  ['united', 'یونائیٹڈ'],
  ['road prince', 'روڈ پرنس'],
  ['dawlance', 'ڈاولینس', 'ڈالینس'],
  ['haier', 'ہائیر'],
  ['orient', 'اورینٹ'],
];

/**
 * Each Latin word or phrase with its first Urdu spelling, and every city with its Urdu name: how the
 * search benchmark writes a buyer's query in Urdu script (scripts/bench/search-queries.ts).
 */
export const URDU_OF: ReadonlyMap<string, string> = new Map([
  ...WORDS.map(([latin, ...urdu]) => [latin, urdu[0]!] as const),
  ...Object.entries(CITY_NAMES_UR).map(([city, urdu]) => [city.toLowerCase(), urdu] as const),
]);

const PHRASES: readonly { urdu: string; latin: string }[] = [
  ...WORDS.flatMap(([latin, ...urdu]) => urdu.map((u) => ({ urdu: normaliseUrdu(u), latin }))),
  ...Object.entries(CITY_NAMES_UR).map(([city, urdu]) => ({
    urdu: normaliseUrdu(urdu),
    latin: city.toLowerCase(),
  })),
]
  // Longest first, so 'موٹر سائیکل' wins over a shorter word inside it.
  .sort((a, b) => b.urdu.length - a.urdu.length);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WHOLE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${PHRASES.map((p) => escape(p.urdu).replace(/ /g, '\\s*')).join('|')})(?![\p{L}\p{M}])`,
  'gu',
);
const LATIN_OF = new Map(PHRASES.map((p) => [p.urdu.replace(/\s+/g, ''), p.latin]));

/** A search with its Urdu words as the Latin words search reads; other text as it was. */
export function readUrduWords(text: string): string {
  if (!/[\u0600-\u06FF]/.test(text)) return text;
  return normaliseUrdu(text).replace(
    WHOLE,
    (found) => ` ${LATIN_OF.get(found.replace(/\s+/g, '')) ?? found} `,
  );
}
