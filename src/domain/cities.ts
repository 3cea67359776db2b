// The cities of B/S, one list sorted one way, for the home dropdown, the listing filters and the ad
// form alike (home once had 13 sorted, the filter 10 unsorted, the form 17 unsorted). Also the
// areas and housing societies people name in property ads, per city (the optional 'Area / society').

/**
 * Every city and town offered for ad locations and filters, in alphabetical order (compareCities):
 * the hundred-odd most populous of Pakistan by its census, with Azad Kashmir's and Gilgit-Baltistan's
 * largest, so nobody outside the sixteen biggest has to pick a city they do not live in. The post
 * form's city field filters this list as people type.
 */
export const CITIES = [
  'Abbottabad',
  'Ahmedpur East',
  'Arifwala',
  'Attock',
  'Badin',
  'Bahawalnagar',
  'Bahawalpur',
  'Bannu',
  'Batkhela',
  'Bhakkar',
  'Bhalwal',
  'Burewala',
  'Chakwal',
  'Chaman',
  'Charsadda',
  'Chichawatni',
  'Chiniot',
  'Chishtian',
  'Chitral',
  'Chunian',
  'Dadu',
  'Daska',
  'Depalpur',
  'Dera Ghazi Khan',
  'Dera Ismail Khan',
  'Dera Murad Jamali',
  'Faisalabad',
  'Fateh Jang',
  'Ferozwala',
  'Fort Abbas',
  'Ghotki',
  'Gilgit',
  'Gojra',
  'Gujar Khan',
  'Gujranwala',
  'Gujrat',
  'Gwadar',
  'Hafizabad',
  'Hangu',
  'Haripur',
  'Haroonabad',
  'Hasan Abdal',
  'Hasilpur',
  'Hub',
  'Hyderabad',
  'Islamabad',
  'Jacobabad',
  'Jalalpur Jattan',
  'Jampur',
  'Jaranwala',
  'Jatoi',
  'Jauharabad',
  'Jhang',
  'Jhelum',
  'Kabirwala',
  'Kamalia',
  'Kamoke',
  'Kandhkot',
  'Karachi',
  'Kashmore',
  'Kasur',
  'Khairpur',
  'Khanewal',
  'Khanpur',
  'Kharian',
  'Khushab',
  'Khuzdar',
  'Kohat',
  'Kot Abdul Malik',
  'Kot Addu',
  'Kot Radha Kishan',
  'Kotli',
  'Kotri',
  'Lahore',
  'Lakki Marwat',
  'Lalamusa',
  'Larkana',
  'Layyah',
  'Liaquatpur',
  'Lodhran',
  'Loralai',
  'Mailsi',
  'Mandi Bahauddin',
  'Mansehra',
  'Mardan',
  'Mian Channu',
  'Mianwali',
  'Mingora',
  'Mirpur',
  'Mirpur Khas',
  'Moro',
  'Multan',
  'Muridke',
  'Murree',
  'Muzaffarabad',
  'Muzaffargarh',
  'Nankana Sahib',
  'Narowal',
  'Nawabshah',
  'Nowshera',
  'Okara',
  'Pakpattan',
  'Parachinar',
  'Pasrur',
  'Pattoki',
  'Peshawar',
  'Pind Dadan Khan',
  'Pindi Bhattian',
  'Quetta',
  'Rahim Yar Khan',
  'Raiwind',
  'Rajanpur',
  'Rawalakot',
  'Rawalpindi',
  'Renala Khurd',
  'Sadiqabad',
  'Sahiwal',
  'Sambrial',
  'Samundri',
  'Sanghar',
  'Sangla Hill',
  'Sargodha',
  'Shahdadkot',
  'Shakargarh',
  'Sheikhupura',
  'Shikarpur',
  'Shorkot',
  'Shujabad',
  'Sialkot',
  'Sibi',
  'Skardu',
  'Sukkur',
  'Swabi',
  'Talagang',
  'Tando Adam',
  'Tando Allahyar',
  'Tando Muhammad Khan',
  'Taxila',
  'Thatta',
  'Timergara',
  'Toba Tek Singh',
  'Turbat',
  'Umerkot',
  'Vehari',
  'Wah Cantonment',
  'Wazirabad',
  'Yazman',
  'Zhob',
] as const;

export type City = (typeof CITIES)[number];

/** docs/product.md §9's location list of the mobiles filter: always offered there, even before any ad has it. */
export const MOBILE_FILTER_LOCATIONS: readonly City[] = [
  'Islamabad',
  'Lahore',
  'Karachi',
  'Peshawar',
  'Quetta',
  'Multan',
];

/**
 * City names that are also everyday words of a search ('usb hub'): the search box takes them as a
 * place only after 'in' ('in Hub'), so a hub for sale is not looked for in Hub.
 */
export const CITIES_ONLY_AFTER_IN: readonly City[] = ['Hub'];

// The order of city names lives in its own small module, so a page that only sorts names (home's
// place list) does not carry the whole list.
export { compareCities, sortCities } from './city-order';

export function isCity(value: string): value is City {
  return (CITIES as readonly string[]).includes(value);
}

/** The form_data key of the optional 'Area / society' of property ads. */
export const SOCIETY_KEY = 'society';

/**
 * Areas and housing societies per city, offered as suggestions for 'Area / society'; anything else
 * can be typed. The demo data draws its neighbourhoods from here too.
 */
export const SOCIETIES: Partial<Record<City, readonly string[]>> = {
  Lahore: [
    'Bahria Town',
    'DHA Phase 5',
    'DHA Phase 6',
    'Gulberg III',
    'Johar Town',
    'Model Town',
    'Valencia Town',
    'Wapda Town',
  ],
  Karachi: [
    'Bahria Town Karachi',
    'Clifton Block 5',
    'DHA Phase 8',
    'Gulshan-e-Iqbal',
    'North Nazimabad',
    'PECHS',
  ],
  Islamabad: ['B-17', 'Bahria Enclave', 'DHA Phase 2', 'E-11', 'F-7', 'G-11', 'I-8'],
  Rawalpindi: ['Bahria Town Phase 7', 'Chaklala Scheme 3', 'Gulraiz', 'Saddar', 'Satellite Town'],
  Faisalabad: ['Canal Road', 'Madina Town', 'Peoples Colony', 'Susan Road'],
  Multan: ['Bosan Road', 'DHA Multan', 'Gulgasht Colony', 'Shah Rukn-e-Alam Colony'],
  Peshawar: ['DHA Peshawar', 'Hayatabad Phase 3', 'University Town', 'Warsak Road'],
  Quetta: ['Jinnah Town', 'Model Town Quetta', 'Samungli Road'],
  Hyderabad: ['Citizen Colony', 'Latifabad', 'Qasimabad'],
};

export function societiesOf(city: string | undefined): readonly string[] {
  return (city && isCity(city) ? SOCIETIES[city] : undefined) ?? [];
}
