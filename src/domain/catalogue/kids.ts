// Kids groupings (docs/product.md §3 "Catalogues"): the item as the "brand" step and its kind as the "model" step.
import type { Brand } from './types';

export const KIDS_GROUPS: readonly Brand[] = [
  {
    key: 'toys',
    name: 'Toys',
    models: [
      'Remote Control Cars',
      'Dolls',
      'Building Blocks',
      'Educational Toys',
      'Soft Toys',
      'Ride-On Cars',
      'Puzzles',
      'Board Games',
    ],
  },
  {
    key: 'baby-gear',
    name: 'Baby Gear',
    models: [
      'Baby Cot',
      'Baby Carrier',
      'Car Seat',
      'High Chair',
      'Walker',
      'Bouncer',
      'Baby Bath Tub',
      'Feeding Bottles',
    ],
  },
  {
    key: 'kids-clothing',
    name: 'Kids Clothing',
    models: [
      'Boys Clothing',
      'Girls Clothing',
      'Baby Clothing',
      'School Uniform',
      'Party Wear',
      'Winter Wear',
    ],
  },
  {
    key: 'kids-furniture',
    name: 'Kids Furniture',
    models: ['Kids Bed', 'Bunk Bed', 'Study Table', 'Kids Chair', 'Kids Wardrobe', 'Toy Storage'],
  },
  {
    key: 'prams-strollers',
    name: 'Prams & Strollers',
    models: ['Pram', 'Stroller', 'Buggy', 'Travel System', 'Twin Stroller'],
  },
  {
    key: 'school-supplies',
    name: 'School Supplies',
    models: ['School Bag', 'Lunch Box', 'Water Bottle', 'Stationery', 'Geometry Box', 'Story Books'],
  },
  {
    key: 'kids-bikes',
    name: 'Kids Bikes',
    models: [
      'Tricycle',
      'Balance Bike',
      'Bicycle with Training Wheels',
      'Kids Scooter',
      'Electric Ride-On Bike',
    ],
  },
];
