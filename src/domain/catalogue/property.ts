// Property types and their subtypes (docs/product.md §3 "Catalogues"): the "brand" and "model" steps of
// property ads, shared by property for sale and property for rent.
import type { Brand } from './types';

export const PROPERTY_TYPES: readonly Brand[] = [
  {
    key: 'houses',
    name: 'Houses',
    models: [
      'Single Storey',
      'Double Storey',
      'Triple Storey',
      'Corner House',
      'Upper Portion',
      'Lower Portion',
      'Bungalow',
    ],
  },
  {
    key: 'apartments',
    name: 'Apartments',
    models: ['1 Bedroom', '2 Bedroom', '3 Bedroom', '4 Bedroom', 'Serviced Apartment', 'Duplex Apartment'],
  },
  {
    key: 'flats',
    name: 'Flats',
    models: [
      '1 Bedroom Flat',
      '2 Bedroom Flat',
      '3 Bedroom Flat',
      'Ground Floor Flat',
      'Top Floor Flat',
      'Family Flat',
      'Bachelor Flat',
    ],
  },
  {
    key: 'villas',
    name: 'Villas',
    models: [
      'Independent Villa',
      'Semi-Detached Villa',
      'Corner Villa',
      'Luxury Villa',
      'Gated Community Villa',
      'Beach Villa',
    ],
  },
  {
    key: 'farmhouses',
    name: 'Farmhouses',
    models: ['2 Kanal', '4 Kanal', '8 Kanal', '1 Acre', '2 Acre', '5 Acre', 'Farmhouse with Pool'],
  },
  {
    key: 'commercial-plots',
    name: 'Commercial Plots',
    models: [
      'Shop',
      'Office',
      'Plaza Plot',
      'Showroom',
      'Warehouse',
      'Factory',
      'Petrol Pump Plot',
      'Hotel Plot',
    ],
  },
  {
    key: 'residential-plots',
    name: 'Residential Plots',
    models: ['3 Marla', '5 Marla', '7 Marla', '8 Marla', '10 Marla', '1 Kanal', '2 Kanal', 'File'],
  },
  {
    key: 'penthouse-apartments',
    name: 'Penthouse Apartments',
    models: [
      '2 Bedroom',
      '3 Bedroom',
      '4 Bedroom',
      'Duplex Penthouse',
      'Penthouse with Terrace',
      'Sea View Penthouse',
    ],
  },
  {
    key: 'studio-apartments',
    name: 'Studio Apartments',
    models: [
      'Furnished Studio',
      'Unfurnished Studio',
      'Serviced Studio',
      'Executive Studio',
      'Studio with Kitchenette',
    ],
  },
  {
    key: 'townhouses',
    name: 'Townhouses',
    models: ['2 Bedroom', '3 Bedroom', '4 Bedroom', 'Corner Townhouse', 'End Unit', 'Gated Townhouse'],
  },
  {
    key: 'mixed-use-buildings',
    name: 'Mixed-Use Buildings',
    models: [
      'Shops with Flats',
      'Offices with Apartments',
      'Commercial Plaza',
      'Building with Basement',
      'Rental Building',
    ],
  },
];
