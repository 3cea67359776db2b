// Furniture & decor groupings (docs/product.md §3 "Catalogues"): the item as the "brand" step and its kind as
// the "model" step.
import type { Brand } from './types';

export const FURNITURE_GROUPS: readonly Brand[] = [
  {
    key: 'sofas',
    name: 'Sofas',
    models: ['3 Seater', '5 Seater', '7 Seater', 'L-Shaped Sofa', 'Sofa Cum Bed', 'Recliner', 'Dewan'],
  },
  {
    key: 'beds',
    name: 'Beds',
    models: ['Single Bed', 'Double Bed', 'King Size Bed', 'Bed Set', 'Bunk Bed', 'Mattress', 'Charpai'],
  },
  {
    key: 'dining-tables',
    name: 'Dining Tables',
    models: ['4 Seater', '6 Seater', '8 Seater', 'Glass Top', 'Marble Top', 'Wooden', 'Folding'],
  },
  {
    key: 'wardrobes',
    name: 'Wardrobes',
    models: [
      '2 Door',
      '3 Door',
      'Sliding Door',
      'Built-in',
      'Steel Almirah',
      'Dressing Table',
      'Chest of Drawers',
    ],
  },
  {
    key: 'tables-storage',
    name: 'Tables & Storage',
    models: ['Centre Table', 'Side Table', 'TV Console', 'Bookshelf', 'Shoe Rack', 'Plastic Chairs'],
  },
  {
    key: 'office-furniture',
    name: 'Office Furniture',
    models: [
      'Office Chair',
      'Revolving Chair',
      'Office Table',
      'Executive Table',
      'Workstation',
      'Conference Table',
      'Filing Cabinet',
    ],
  },
  {
    key: 'curtains-blinds',
    name: 'Curtains & Blinds',
    models: [
      'Curtains',
      'Sheer Curtains',
      'Blackout Curtains',
      'Roller Blinds',
      'Vertical Blinds',
      'Venetian Blinds',
    ],
  },
  {
    key: 'rugs-carpets',
    name: 'Rugs & Carpets',
    models: ['Hand-Knotted Rug', 'Machine-Made Rug', 'Wall-to-Wall Carpet', 'Kilim', 'Runner', 'Prayer Mat'],
  },
  {
    key: 'home-decor',
    name: 'Home Decor',
    models: [
      'Wall Clock',
      'Mirror',
      'Paintings & Wall Art',
      'Calligraphy',
      'Vases',
      'Lamps',
      'Chandeliers',
      'Artificial Plants',
      'Showpieces',
    ],
  },
  {
    key: 'garden-outdoor',
    name: 'Garden & Outdoor',
    models: [
      'Garden Chairs',
      'Swing (Jhoola)',
      'Plants & Pots',
      'Garden Umbrella',
      'Fountain',
      'Artificial Grass',
    ],
  },
];
