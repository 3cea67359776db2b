// What Pakistani buyers type → what ads say: Roman Urdu and everyday words. Data,
// easy to extend: `says` are the typed forms (one or more words, lower case), `means` the words ads
// use (any of them matches), `category` the category a word names, which sends a home search there
// the way the category keywords of docs/product.md §4 do. Every entry has its own test (synonyms.test.ts and
// search-routes.test.ts).
import type { CategoryKey } from '../categories';

export interface Synonym {
  says: readonly string[];
  means: readonly string[];
  category?: CategoryKey;
}

export const SYNONYMS: readonly Synonym[] = [
  // Vehicles and bikes
  { says: ['gari', 'gaari', 'garri', 'gaddi', 'gadi'], means: [], category: 'vehicles' },
  { says: ['motor cycle', 'motorbike', 'motor bike', 'moter cycle'], means: [], category: 'bikes' },
  { says: ['cng'], means: ['gas'] },
  { says: ['auto', 'automatic gari'], means: ['automatic'] },
  { says: ['saikal', 'cycle', 'cycles'], means: ['bicycles', 'bicycle'] },
  { says: ['chingchi', 'loader'], means: ['loader'] },
  // Phones and electronics
  {
    says: ['mobile phone', 'cell phone', 'cellphone', 'smart phone', 'fone'],
    means: [],
    category: 'mobiles',
  },
  { says: ['non pta', 'nonpta'], means: ['non'] },
  { says: ['fridge', 'frij', 'friz', 'freezer'], means: ['fridges', 'freezers'] },
  { says: ['ac', 'air conditioner', 'inverter ac'], means: ['conditioners'] },
  { says: ['tv', 'television', 'led tv'], means: ['televisions'] },
  { says: ['computer', 'pc'], means: ['computers'] },
  { says: ['lappy', 'laptop'], means: ['laptops'] },
  { says: ['janretar', 'generator'], means: ['generators'] },
  { says: ['solar plate', 'solar plates', 'solar panel'], means: ['solar'] },
  { says: ['camera'], means: ['cameras'] },
  { says: ['speaker', 'woofer'], means: ['speakers'] },
  { says: ['tab', 'tablet'], means: ['tablets'] },
  { says: ['dhulai machine', 'kapray dhone ki machine'], means: ['washing'] },
  { says: ['oven'], means: ['microwave', 'ovens'] },
  // Property
  { says: ['makan', 'makaan', 'ghar', 'gher', 'kothi'], means: ['house', 'houses'] },
  { says: ['kiraya', 'kiraye', 'kiraa', 'kiraye par', 'kiraye pe'], means: [], category: 'propertyforrent' },
  { says: ['zameen', 'zamin'], means: [], category: 'propertyforsale' },
  { says: ['dukan', 'dukaan', 'dokan'], means: ['shop'] },
  { says: ['daftar'], means: ['office'] },
  { says: ['farm house', 'farmhouse'], means: ['farmhouses'] },
  { says: ['bangla', 'banglow'], means: ['bungalow'] },
  { says: ['flat', 'apartment'], means: ['flats', 'apartments'] },
  { says: ['villa'], means: ['villas'] },
  // Animals
  { says: ['bakra', 'bakri', 'bakre', 'bakray', 'bakriyan', 'goat'], means: ['goats'] },
  { says: ['gaye', 'gaay', 'gai', 'cow'], means: ['cows'] },
  { says: ['bhains', 'bhens', 'bhainsa', 'buffalo'], means: ['buffaloes'] },
  { says: ['murgi', 'murghi', 'murgha', 'murghian', 'chicken'], means: ['hens', 'poultry'] },
  { says: ['tota', 'totay', 'chiriya', 'parinday'], means: ['parrots', 'birds'] },
  { says: ['billi', 'billiyan', 'cat'], means: ['cats'] },
  { says: ['kutta', 'kuttay', 'kutte', 'dog', 'puppy'], means: ['dogs'] },
  { says: ['machli', 'machhli'], means: ['fish'] },
  { says: ['ghora', 'ghoda', 'ghori', 'horse'], means: ['horses'] },
  { says: ['khargosh', 'rabbit'], means: ['rabbits'] },
  { says: ['bher', 'bhed', 'chhatra', 'dumba'], means: ['sheep'] },
  { says: ['janwar', 'janwer'], means: [], category: 'animals' },
  // Furniture and home
  { says: ['almari', 'almaari', 'almirah', 'almira', 'wardrobe'], means: ['wardrobes'] },
  { says: ['palang', 'charpai', 'bed'], means: ['beds'] },
  { says: ['mez', 'maiz', 'table'], means: ['tables'] },
  { says: ['kursi', 'kursiyan', 'chair'], means: ['chair', 'chairs'] },
  { says: ['sofay', 'sofa set', 'sofa'], means: ['sofas'] },
  { says: ['qaleen', 'kaleen', 'dari'], means: ['rugs', 'carpets'] },
  { says: ['parday', 'parde', 'pardey', 'curtain'], means: ['curtains'] },
  { says: ['singhar mez', 'dressing'], means: ['dressing'] },
  { says: ['farnichar', 'furnichar'], means: [], category: 'furnitureanddecor' },
  // Fashion, kids, hobbies
  { says: ['kapray', 'kapde', 'kaprey', 'suit', 'lawn'], means: ['fabric', 'unstitched'] },
  { says: ['joota', 'jootay', 'jooti', 'khussa', 'shoes', 'chappal'], means: ['footwear'] },
  { says: ['ghari', 'gharri', 'watch'], means: ['watches'] },
  { says: ['zewar', 'zevar', 'zaiwar'], means: ['jewellery'] },
  { says: ['shadi ka jora', 'lehnga', 'lehenga', 'dulhan'], means: ['bridal'] },
  { says: ['khushboo', 'itar', 'attar', 'perfume'], means: ['fragrances'] },
  { says: ['thaila', 'purse', 'bag'], means: ['bags'] },
  { says: ['khilona', 'khilonay', 'khilone', 'toy'], means: ['toys'] },
  { says: ['bachon ki gari', 'pram'], means: ['prams', 'strollers'] },
  { says: ['kitab', 'kitaben', 'kitabain', 'book'], means: ['books'] },
  { says: ['balla', 'bat'], means: ['cricket'] },
  { says: ['game', 'games'], means: ['games'] },
  // Jobs and services
  { says: ['naukri', 'nokri', 'naukriyan', 'rozgar'], means: [], category: 'jobs' },
  { says: ['ustad', 'teacher', 'tutor', 'tuition'], means: ['teaching', 'tutor'] },
  { says: ['bawarchi', 'khansama', 'cook'], means: ['cook', 'chef'] },
  { says: ['chowkidar', 'chokidar', 'guard'], means: ['guard', 'security'] },
  { says: ['mistri', 'mistry', 'karigar'], means: ['repair'] },
  { says: ['safai', 'safai wala'], means: ['cleaning'] },
  { says: ['darzi', 'silai'], means: ['tailoring'] },
  { says: ['shadi', 'walima', 'mehndi'], means: ['events', 'catering', 'bridal'] },
  { says: ['dawai', 'hakeem'], means: ['medical'] },
  { says: ['khana', 'dhaba'], means: ['food'] },
  { says: ['kheti', 'zarat'], means: ['agriculture'] },
  // Condition
  { says: ['naya', 'nayi', 'naye', 'brand new'], means: ['new'] },
  { says: ['purana', 'purani', 'istemal shuda', 'second hand'], means: ['used'] },
];

/**
 * Roman-Urdu words that carry no search meaning: how a buyer or seller says 'I want', 'to sell', 'on',
 * 'of' ('honda civic bechna hai', 'iphone chahiye', 'dukan kiraye par'). No ad need have them, so a
 * search does not ask for them, unless they are all it has (decision 201). The words for renting name
 * the rent category above ('kiraya', 'kiraye par'); 'par' and 'pe' here cover the rest.
 */
export const UNSEARCHED_WORDS: ReadonlySet<string> = new Set([
  'chahiye',
  'chahye',
  'chahie',
  'chaiye',
  'chahiyay',
  'darkar',
  'zaroorat',
  'zarurat',
  'bechna',
  'bechni',
  'bechne',
  'bechta',
  'bechti',
  'farokht',
  'lena',
  'leni',
  'lene',
  'kharidna',
  'kharidni',
  'khareedna',
  'khareedni',
  'hai',
  'hain',
  'par',
  'pe',
  'ka',
  'ki',
  'ke',
  'ko',
  'se',
  'mein',
  'liye',
  'baraye',
  'barae',
  'wala',
  'wali',
  'wale',
]);

/** Longest first, so 'kiraye par' wins over 'kiraye' when both match. */
export const SYNONYM_PHRASES: readonly { words: string[]; synonym: Synonym }[] = SYNONYMS.flatMap((synonym) =>
  synonym.says.map((say) => ({ words: say.split(' '), synonym })),
).sort((a, b) => b.words.length - a.words.length);

/** Typed forms that name a category: the home search sends them there (docs/product.md §4 keywords). */
export const CATEGORY_SYNONYMS: readonly { keyword: string; category: CategoryKey }[] = SYNONYMS.flatMap(
  (s) => (s.category ? s.says.map((keyword) => ({ keyword, category: s.category! })) : []),
);
