// Jobs: salaries from Rs. 40,000 (office boy, rider) to Rs. 250,000 (senior engineer), at the kind
// of companies that post on classifieds sites. The companies are made up.
import { EMPLOYMENT_TYPES } from '../../domain/fields/options';
import { describeWith, OFFER_CLOSERS, type DemoDraft, type DraftContext } from '../context';

/** [field, role, salary range, minimum years]. */
const ROLES: readonly (readonly [string, string, readonly [number, number], number])[] = [
  ['IT & Software', 'Software Engineer', [120_000, 250_000], 3],
  ['IT & Software', 'Web Developer', [70_000, 160_000], 1],
  ['IT & Software', 'Graphic Designer', [45_000, 90_000], 1],
  ['Sales', 'Sales Executive', [45_000, 80_000], 1],
  ['Sales', 'Area Sales Manager', [110_000, 200_000], 5],
  ['Teaching', 'School Teacher', [40_000, 70_000], 1],
  ['Driver', 'Family Driver', [40_000, 55_000], 3],
  ['Accounting', 'Accountant', [60_000, 120_000], 2],
  ['Customer Service', 'Call Centre Agent', [40_000, 65_000], 0],
  ['Marketing', 'Social Media Manager', [60_000, 130_000], 2],
  ['Medical', 'Nurse', [45_000, 85_000], 1],
  ['Security Guard', 'Security Guard', [40_000, 48_000], 1],
  ['Delivery Rider', 'Food Delivery Rider', [40_000, 60_000], 0],
  ['Office Assistant', 'Data Entry Operator', [40_000, 55_000], 0],
  ['Engineering', 'Civil Engineer', [90_000, 220_000], 3],
  ['Cook & Chef', 'Chef', [60_000, 140_000], 4],
];

const COMPANIES = [
  'Zeta Soft Solutions',
  'Al-Karim Traders',
  'Crescent Grammar School',
  'Pak Swift Logistics',
  'Shifa Care Clinic',
  'Hafeez Foods (Pvt) Ltd',
  'BlueWave Digital',
  'Raza Builders',
  'Noor Textile Mills',
  'FastTrack Couriers',
  'Green Valley Restaurant',
  'Shaheen Security Services',
];

export function jobAd(ctx: DraftContext): DemoDraft {
  const { rng } = ctx;
  const [field, role, [min, max], years] = rng.pick(ROLES);
  const company = rng.pick(COMPANIES);
  const salary = rng.price(min, max, 5000);
  const employmentType = rng.weighted([
    [EMPLOYMENT_TYPES[0], 70],
    [EMPLOYMENT_TYPES[1], 12],
    [EMPLOYMENT_TYPES[3], 12],
    [EMPLOYMENT_TYPES[2], 6],
  ]);
  const description = describeWith(
    ctx,
    OFFER_CLOSERS,
    `${company} requires a ${role} for our ${ctx.city} office.`,
    years > 0 ? `At least ${years} years of experience.` : 'Freshers are welcome to apply.',
    rng.pick([
      'Salary plus commission, EOBI and medical.',
      'Timings 9 to 6, Monday to Saturday, pick and drop available.',
      'Market competitive salary with annual increment.',
      'Send your CV on WhatsApp with the subject of the post.',
    ]),
  );
  return {
    category: 'jobs',
    brand: field,
    model: role,
    variant: '',
    headline: role,
    formData: {
      jobTitle: role,
      companyName: company,
      employmentType,
      experience: years > 0 ? `${years} years` : 'Fresh',
      salary: String(salary),
      location: ctx.city,
      description,
      contactNumber: ctx.phone,
    },
  };
}
