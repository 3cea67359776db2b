// Service groupings (docs/product.md §3 "Catalogues"): a field as the "brand" step and the service offered
// as the "model" step.
import type { Brand } from './types';

export const SERVICE_GROUPS: readonly Brand[] = [
  {
    key: 'home-repair',
    name: 'Home Repair',
    models: [
      'Electrician',
      'Plumber',
      'Carpenter',
      'AC Repair',
      'Painter',
      'Mason',
      'Welder',
      'Appliance Repair',
      'Solar Installation',
    ],
  },
  {
    key: 'cleaning-pest-control',
    name: 'Cleaning & Pest Control',
    models: [
      'Deep Cleaning',
      'Sofa Cleaning',
      'Carpet Cleaning',
      'Water Tank Cleaning',
      'Fumigation',
      'Termite Control',
    ],
  },
  {
    key: 'education',
    name: 'Education',
    models: [
      'Tuition',
      'Quran Teacher',
      'Online Tutor',
      'Language Classes',
      'Test Preparation',
      'Computer Courses',
    ],
  },
  {
    key: 'beauty',
    name: 'Beauty',
    models: [
      'Bridal Makeup',
      'Party Makeup',
      'Mehndi Artist',
      'Hair Styling',
      'Salon at Home',
      'Barber',
      'Facial & Skin Care',
    ],
  },
  {
    key: 'events-catering',
    name: 'Events & Catering',
    models: [
      'Catering',
      'Wedding Planner',
      'Photographer',
      'Videographer',
      'Decor & Lighting',
      'Marquee & Tents',
      'DJ & Sound',
    ],
  },
  {
    key: 'movers-packers',
    name: 'Movers & Packers',
    models: [
      'House Shifting',
      'Office Shifting',
      'Intercity Moving',
      'Goods Transport',
      'Loader Pickup',
      'Packing Service',
    ],
  },
  {
    key: 'car-rental',
    name: 'Car Rental',
    models: [
      'With Driver',
      'Self Drive',
      'Wedding Cars',
      'Airport Transfer',
      'Tour Packages',
      'Coaster & Hiace',
    ],
  },
  {
    key: 'vehicle-repair',
    name: 'Car & Bike Repair',
    models: ['Mechanic', 'Denter & Painter', 'Auto Electrician', 'Car Wash', 'Tyre Service', 'Bike Mechanic'],
  },
  {
    key: 'web-it',
    name: 'Web & IT',
    models: [
      'Website Development',
      'Mobile App Development',
      'Graphic Design',
      'Digital Marketing',
      'SEO',
      'Computer Repair',
      'CCTV Installation',
      'Networking',
    ],
  },
  {
    key: 'tailoring',
    name: 'Tailoring',
    models: [
      'Gents Tailor',
      'Ladies Tailor',
      'Alterations',
      'Embroidery',
      'Bridal Dress Stitching',
      'Uniform Stitching',
    ],
  },
  {
    key: 'domestic-help',
    name: 'Domestic Help',
    models: ['Maid', 'Cook', 'Driver', 'Babysitter', 'Cleaner', 'Gardener', 'Patient Care'],
  },
  {
    key: 'health-fitness',
    name: 'Health & Fitness',
    models: ['Home Nurse', 'Physiotherapist', 'Personal Trainer', 'Yoga Classes', 'Lab Test at Home'],
  },
];
