// Electronics & home appliances (docs/product.md §3 "Catalogues"): the kind of item as the "brand" step and
// the makers sold in Pakistan as the "model" step.
import type { Brand } from './types';

export const ELECTRONICS_GROUPS: readonly Brand[] = [
  {
    key: 'televisions',
    name: 'Televisions',
    models: [
      'Samsung',
      'LG',
      'Sony',
      'TCL',
      'Haier',
      'Changhong Ruba',
      'Orient',
      'EcoStar',
      'Hisense',
      'Xiaomi',
    ],
  },
  {
    key: 'laptops',
    name: 'Laptops',
    models: ['HP', 'Dell', 'Lenovo', 'Apple', 'Asus', 'Acer', 'Microsoft', 'MSI', 'Toshiba'],
  },
  {
    key: 'computers',
    name: 'Desktop Computers',
    models: ['HP', 'Dell', 'Lenovo', 'Apple', 'Custom Built PC', 'Gaming PC', 'All-in-One PC'],
  },
  {
    key: 'air-conditioners',
    name: 'Air Conditioners',
    models: [
      'Gree',
      'Haier',
      'Dawlance',
      'Orient',
      'Kenwood',
      'PEL',
      'TCL',
      'Changhong Ruba',
      'Samsung',
      'LG',
    ],
  },
  {
    key: 'fridges-freezers',
    name: 'Fridges & Freezers',
    models: [
      'Dawlance',
      'Haier',
      'PEL',
      'Orient',
      'Waves',
      'Gree',
      'Samsung',
      'LG',
      'Changhong Ruba',
      'Kenwood',
    ],
  },
  {
    key: 'washing-machines',
    name: 'Washing Machines',
    models: ['Haier', 'Dawlance', 'Super Asia', 'Boss', 'Kenwood', 'PEL', 'Samsung', 'LG'],
  },
  {
    key: 'microwave-ovens',
    name: 'Microwave Ovens',
    models: ['Dawlance', 'Haier', 'Panasonic', 'Samsung', 'LG', 'Westpoint', 'Anex', 'Orient'],
  },
  {
    key: 'kitchen-appliances',
    name: 'Kitchen Appliances',
    models: [
      'Anex',
      'Westpoint',
      'Black+Decker',
      'Philips',
      'Panasonic',
      'Kenwood',
      'Dawlance',
      'Gaba National',
    ],
  },
  {
    key: 'generators',
    name: 'Generators',
    models: ['Honda', 'Jasco', 'Loncin', 'Firman', 'Lutian', 'Yamaha'],
  },
  {
    key: 'ups-inverters',
    name: 'UPS & Inverters',
    models: ['Homage', 'Inverex', 'Fronus', 'Crown', 'Knox', 'Sako'],
  },
  {
    key: 'solar-panels',
    name: 'Solar Panels & Batteries',
    models: [
      'Longi',
      'Jinko',
      'Canadian Solar',
      'JA Solar',
      'Trina',
      'Inverex',
      'Phoenix',
      'AGS',
      'Osaka',
      'Exide',
    ],
  },
  {
    key: 'cameras',
    name: 'Cameras',
    models: ['Canon', 'Nikon', 'Sony', 'Fujifilm', 'GoPro', 'DJI'],
  },
  {
    key: 'audio',
    name: 'Audio & Speakers',
    models: ['Audionic', 'JBL', 'Sony', 'Bose', 'Anker', 'Xiaomi'],
  },
  {
    key: 'tablets',
    name: 'Tablets',
    models: ['Apple', 'Samsung', 'Lenovo', 'Huawei', 'Xiaomi', 'Amazon'],
  },
];
