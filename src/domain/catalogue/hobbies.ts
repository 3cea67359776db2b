// Books, sports & hobbies groupings (docs/product.md §3 "Catalogues"): the item as the "brand" step and its
// kind as the "model" step.
import type { Brand } from './types';

export const HOBBY_GROUPS: readonly Brand[] = [
  {
    key: 'books',
    name: 'Books',
    models: [
      'Novels',
      'Urdu Literature',
      'Islamic Books',
      'Textbooks',
      'CSS & Competitive Exams',
      "Children's Books",
      'Magazines & Digests',
    ],
  },
  {
    key: 'sports-equipment',
    name: 'Sports Equipment',
    models: [
      'Football',
      'Hockey',
      'Badminton',
      'Table Tennis',
      'Tennis',
      'Squash',
      'Boxing',
      'Snooker Table',
    ],
  },
  {
    key: 'musical-instruments',
    name: 'Musical Instruments',
    models: ['Guitar', 'Keyboard', 'Harmonium', 'Tabla', 'Violin', 'Drums', 'Flute', 'Rubab'],
  },
  {
    key: 'gym-fitness',
    name: 'Gym & Fitness',
    models: [
      'Treadmill',
      'Exercise Bike',
      'Elliptical',
      'Dumbbells',
      'Weight Plates',
      'Bench',
      'Home Gym',
      'Yoga Mat',
    ],
  },
  {
    key: 'bicycles',
    name: 'Bicycles',
    models: ['Mountain Bike', 'Road Bike', 'Hybrid Bike', 'Folding Bike', 'Electric Bicycle', 'BMX'],
  },
  {
    key: 'cricket',
    name: 'Cricket',
    models: ['Bat', 'Hard Ball', 'Tape Ball', 'Pads', 'Gloves', 'Helmet', 'Kit Bag', 'Stumps'],
  },
  {
    key: 'video-games',
    name: 'Video Games',
    models: [
      'PlayStation 5',
      'PlayStation 4',
      'Xbox Series X',
      'Xbox One',
      'Nintendo Switch',
      'Games',
      'Controllers',
    ],
  },
  {
    key: 'collectibles',
    name: 'Collectibles',
    models: ['Coins', 'Stamps', 'Currency Notes', 'Antiques', 'Action Figures', 'Model Cars'],
  },
];
