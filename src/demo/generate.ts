// One generator per category, and the plan of the demo data: who posts what, when, with how many photos.
import { CATEGORY_KEYS, type CategoryKey } from '../domain/categories';
import { todayInPakistan } from '../domain/schemas/ad-input';
import { animalAd } from './categories/animals';
import { bikeAd } from './categories/bikes';
import { businessAd } from './categories/business';
import { electronicsAd } from './categories/electronics';
import { hobbyAd, kidsAd } from './categories/hobbies-and-kids';
import { fashionAd, furnitureAd } from './categories/home-and-style';
import { jobAd } from './categories/jobs';
import { mobileAd } from './categories/mobiles';
import { propertyRentAd, propertySaleAd } from './categories/property';
import { serviceAd } from './categories/services';
import { vehicleAd } from './categories/vehicles';
import { pickCity, type DemoDraft, type DraftGenerator } from './context';
import type { Rng } from './prng';
import { DAY_MS } from '../domain/limits';

const GENERATORS: Record<CategoryKey, DraftGenerator> = {
  mobiles: mobileAd,
  vehicles: vehicleAd,
  propertyforsale: propertySaleAd,
  propertyforrent: propertyRentAd,
  electronicsandhome: electronicsAd,
  bikes: bikeAd,
  businessandindustrial: businessAd,
  services: serviceAd,
  jobs: jobAd,
  animals: animalAd,
  furnitureanddecor: furnitureAd,
  fashionandbeauty: fashionAd,
  booksandhobbies: hobbyAd,
  kids: kidsAd,
};

export interface Seller {
  /** Index into the list of owners. */
  index: number;
  phone: string;
  city: string;
}

/** A draft for `category` posted by `seller` (who mostly sells in their own city). */
export function draftFor(rng: Rng, category: CategoryKey, seller: Seller, now: Date): DemoDraft {
  return GENERATORS[category]({
    rng,
    city: rng.chance(0.75) ? seller.city : pickCity(rng),
    phone: seller.phone,
    today: todayInPakistan(now),
    year: now.getUTCFullYear(),
  });
}

export interface PlannedAd extends DemoDraft {
  id: string;
  seller: number;
  createdAt: Date;
  imageCount: number;
}

/** 1–5 photos, mostly 2–4, as people post them. */
function imageCountOf(rng: Rng): number {
  return rng.weighted([
    [1, 15],
    [2, 25],
    [3, 30],
    [4, 20],
    [5, 10],
  ]);
}

/**
 * The demo ads: `perCategory` in every category, spread over `sellers`, posted over the last
 * `days` days (newest first in no particular category, as on a live site).
 */
export function planDemoAds(
  rng: Rng,
  sellers: readonly Seller[],
  perCategory: number,
  now: Date,
  days = 30,
): PlannedAd[] {
  const out: PlannedAd[] = [];
  for (const category of CATEGORY_KEYS) {
    for (let i = 0; i < perCategory; i++) {
      const seller = rng.pick(sellers);
      const draft = draftFor(rng, category, seller, now);
      // Skewed towards recent days, as on a live site; never in the future.
      const ageMs = Math.floor(rng.next() ** 1.6 * days * DAY_MS) + rng.int(60, 3600) * 1000;
      out.push({
        ...draft,
        id: rng.uuid(),
        seller: seller.index,
        createdAt: new Date(now.getTime() - ageMs),
        imageCount: imageCountOf(rng),
      });
    }
  }
  return out;
}
