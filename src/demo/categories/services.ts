// Services people advertise in Pakistan: AC technicians before summer, bridal makeup before the
// wedding season, tutors, movers and caterers. The price is a starting rate, explained in the text.
import { closing, describeWith, digits, type DemoDraft, type DraftContext } from '../context';

/** [grouping, service, what the seller calls it, price range, unit of the price]. */
const SERVICES: readonly (readonly [string, string, string, readonly [number, number], string])[] = [
  ['Home Repair', 'AC Repair', 'AC Repair and Service', [2_500, 4_500], 'per AC service'],
  ['Home Repair', 'Electrician', 'Electrician at Your Doorstep', [1_000, 2_500], 'per visit'],
  ['Home Repair', 'Solar Installation', 'Solar System Installation', [45_000, 90_000], 'per kW installed'],
  ['Cleaning & Pest Control', 'Water Tank Cleaning', 'Water Tank Cleaning', [3_000, 6_500], 'per tank'],
  [
    'Cleaning & Pest Control',
    'Fumigation',
    'Fumigation and Termite Control',
    [5_000, 15_000],
    'for a 10 marla house',
  ],
  ['Education', 'Tuition', 'Home Tuition for O/A Levels', [12_000, 30_000], 'per month'],
  ['Education', 'Quran Teacher', 'Online Quran Teacher', [5_000, 12_000], 'per month'],
  ['Beauty', 'Bridal Makeup', 'Bridal Makeup Artist', [25_000, 90_000], 'per bridal look'],
  ['Beauty', 'Mehndi Artist', 'Mehndi Artist for Events', [3_000, 10_000], 'per hand pair'],
  ['Events & Catering', 'Catering', 'Catering for Weddings and Events', [1_200, 2_500], 'per head'],
  ['Events & Catering', 'Photographer', 'Wedding Photographer', [35_000, 120_000], 'per event'],
  ['Movers & Packers', 'House Shifting', 'House Shifting with Packing', [15_000, 45_000], 'within the city'],
  ['Car Rental', 'With Driver', 'Car Rental with Driver', [6_000, 12_000], 'per day'],
  ['Web & IT', 'Website Development', 'Website Development', [35_000, 150_000], 'per website'],
  ['Tailoring', 'Gents Tailor', 'Gents Tailor, Shalwar Kameez', [1_800, 3_500], 'per suit'],
];

const SERVICE_CLOSERS = [
  'Call or WhatsApp to book.',
  'Contact between 10 am and 8 pm.',
  'Book early for the wedding season.',
];

export function serviceAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const [group, service, title, range, unit] = rng.pick(SERVICES);
  const years = rng.int(2, 18);
  const price = rng.price(range[0], range[1], range[1] >= 10_000 ? 1000 : 100);
  const description = describeWith(
    ctx,
    SERVICE_CLOSERS,
    `${title} in ${ctx.city} with ${years} years of experience.`,
    `Charges start from Rs. ${digits(price)} ${unit}.`,
    rng.pick([
      'Same day service, trained and verified staff.',
      'Quality work guaranteed, hundreds of satisfied customers.',
      'Available seven days a week, including Sundays.',
      'Free estimate before starting the work.',
    ]),
  );
  return {
    category: 'services',
    brand: group,
    model: service,
    variant: '',
    headline: title,
    formData: {
      serviceType: title,
      experience: `${years} years`,
      ...closing(ctx, price, description),
    },
  };
}
