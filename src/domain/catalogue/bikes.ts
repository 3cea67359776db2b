// Motorcycle brands and models of the Pakistani market (docs/product.md §3 "Catalogues").
import type { Brand } from './types';

export const BIKE_BRANDS: readonly Brand[] = [
  {
    key: 'honda',
    name: 'Honda',
    models: [
      'CD 70',
      'CD 70 Dream',
      'Pridor',
      'CG 125',
      'CG 125 Special Edition',
      'CB 125F',
      'CB 150F',
      'CD 100',
    ],
  },
  {
    key: 'yamaha',
    name: 'Yamaha',
    models: ['YBR 125', 'YBR 125G', 'YB 125Z', 'YB 125Z-DX', 'YD 100 Junoon', 'Royale YB 100'],
  },
  {
    key: 'suzuki',
    name: 'Suzuki',
    models: ['GD 110S', 'GD 110', 'GS 150', 'GS 150 SE', 'GR 150', 'Raider 110', 'Sprinter ECO'],
  },
  { key: 'unique', name: 'Unique', models: ['UD 70', 'UD 100', 'UD 125'] },
  { key: 'united', name: 'United', models: ['US 70', 'US 100', 'US 125'] },
  {
    key: 'roadprince',
    name: 'Road Prince',
    models: ['RP 70', 'Passion Plus', 'Jackpot 110', 'Robinson 150', 'Wego 150'],
  },
  { key: 'superpower', name: 'Super Power', models: ['SP 70', 'SP 100', 'SP 125', 'Archi 150'] },
  { key: 'metro', name: 'Metro', models: ['MR 70', 'MR 100', 'MR 125'] },
  { key: 'ravi', name: 'Ravi', models: ['Ravi 70', 'Ravi 100', 'Ravi 125', 'Piaggio Storm 125'] },
  { key: 'habib', name: 'Habib', models: ['HB 70', 'HB 100', 'HB 125'] },
];
