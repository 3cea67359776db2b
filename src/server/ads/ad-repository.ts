// The ads row and the SQL of the ad writes.
//
// The row (decision 031): from a validated AdInput to the columns of the ads row, catalogue names
// instead of URL keys, the custom names when 'Other' was chosen, the derived columns of decision 003,
// and a form_data that also carries the brand/model keys docs/product.md §3 lists for the category.
// The derived columns let listings filter, sort and search in SQL on indexed columns instead of
// reading form_data: title, price, year, rooms, area, search text. The demo data and the re-derivation
// of older ads (rederive.ts) build their rows with this too, so every ad looks the same to every reader.
//
// The SQL: ownership is part of every update and delete, `where id = $1 and user_id = $2`, so a
// non-owner changes nothing whatever the code around it does (docs/architecture.md §5).
import { and, count, desc, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/tx';
import type { AdState } from './browse-caches';
import { adImages, ads, adViews, savedAds, type Ad, type NewAd } from '../db/schema';
import type { CategoryKey } from '../../domain/categories';
import { readChoice } from '../../domain/catalogue';
import { OTHER } from '../../domain/fields/options';
import { effectiveNames, roomsCount } from '../../domain/fields/other';
import { formatPhone, isValidPhone } from '../../domain/format/phone';
import type { AdInput } from '../../domain/schemas';
import { SOCIETY_KEY } from '../../domain/cities';
import { adTitle } from '../../domain/format/title';
import { priceOf } from '../../domain/format/price';
import { areaInSquareFeet, marlaSizeOf } from '../../domain/area';
import { descriptionWords, searchableFacts } from '../../domain/search/searchable';
import { readUrduWords } from '../../domain/search/urdu-words';
import { searchableText } from '../../domain/search/words';
import { priceGroupOf } from '../../domain/price-guide';

/** form_data keys docs/product.md §3 lists as holding the ad's brand and model, per category. */
const FORM_DATA_NAME_KEYS: Partial<Record<CategoryKey, { brand?: string; model?: string }>> = {
  vehicles: { brand: 'brand', model: 'model' },
  propertyforsale: { brand: 'brand', model: 'model' },
  propertyforrent: { brand: 'propertyType' },
  electronicsandhome: { brand: 'brand', model: 'model' },
  bikes: { brand: 'brand', model: 'model' },
  businessandindustrial: { brand: 'brand', model: 'model' },
  furnitureanddecor: { brand: 'brand' },
  fashionandbeauty: { brand: 'brand' },
};

export type AdColumns = Omit<NewAd, 'id' | 'userId' | 'images' | 'createdAt' | 'updatedAt'>;

/** The brand and model as the catalogue writes them ('samsung' → 'Samsung'); 'Other' stays 'Other'. */
function catalogueNames(category: CategoryKey, brand: string, model: string) {
  const choice = readChoice(category, brand, model);
  return {
    brand: choice.brandIsOther ? OTHER : (choice.brand?.name ?? brand.trim()),
    model: choice.modelIsOther ? OTHER : (choice.model ?? model.trim()),
  };
}

export function adColumns(input: Pick<AdInput, 'category' | 'brand' | 'model' | 'formData'>): AdColumns {
  const { category } = input;
  const formData: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.formData)) formData[key] = value.trim();
  // One stored shape, 0300-1234567, however the number was typed ('+92 300 1234567'…).
  if (formData.contactNumber && isValidPhone(formData.contactNumber))
    formData.contactNumber = formatPhone(formData.contactNumber);
  const chosen = catalogueNames(category, input.brand, input.model);
  const { brand, model } = effectiveNames(chosen.brand, chosen.model, formData);
  const keys = FORM_DATA_NAME_KEYS[category];
  if (keys?.brand) formData[keys.brand] = brand;
  if (keys?.model) formData[keys.model] = model;
  const variant = category === 'vehicles' ? (formData.variant ?? '') : '';
  const derived = deriveColumns({ category, brand, model, variant, formData });
  return { category, brand, model, variant, formData, ...derived };
}

export interface AdWrite {
  category: CategoryKey;
  /** Effective names: a custom brandName/modelName replaces 'Other'. */
  brand: string;
  model: string;
  variant: string;
  formData: Record<string, string>;
}

export interface DerivedColumns {
  title: string;
  price: number;
  year: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  location: string;
  mobileNum: string;
  /** Words search looks in: title, brand, model, variant, searchable facts, location, description (decision 201). */
  searchText: string;
  /** Property area in square feet and the marla size (sq ft) its seller meant; null without an area. */
  areaSqft: number | null;
  marlaSqft: number | null;
  /** The group of ads its price is compared within (src/domain/price-guide.ts); '' when none. */
  priceGroup: string;
}

const int = (v: string | undefined) => (v && /^\d{1,4}$/.test(v.trim()) ? Number(v.trim()) : null);
const rooms = (f: Record<string, string>, name: string) => int(roomsCount(f, name));

export function deriveColumns(ad: AdWrite): DerivedColumns {
  const f = ad.formData;
  const title = adTitle({
    category: ad.category,
    brand: ad.brand,
    model: ad.model,
    variant: ad.variant,
    formData: f,
  });
  const location = (f.location ?? '').trim();
  const marla = marlaSizeOf(f.marlaSize, location, f.society, title);
  const areaSqft = areaInSquareFeet(f, marla);
  const marlaSqft = areaSqft === null ? null : marla;
  const year = int(f.year);
  return {
    title,
    price: Math.round(priceOf(ad.category, f)),
    year,
    bedrooms: rooms(f, 'bedrooms'),
    bathrooms: rooms(f, 'bathrooms'),
    location,
    mobileNum: (f.contactNumber ?? '').trim(),
    searchText: searchTextOf(ad, title, location),
    areaSqft,
    marlaSqft,
    priceGroup: priceGroupOf({ ...ad, location, year, areaSqft, marlaSqft }),
  };
}

/**
 * The words search looks in (decision 201): title, brand, model, variant, the searchable facts,
 * location and society, then the first new words of the description, last so that they never push
 * out the rest; written as search reads a query (searchableText), so '8/256' in a title is found by
 * '8 256'. Its Urdu words are read as the Latin words search reads (decision 188): a description
 * written in Urdu script is found by the same searches as one in English.
 */
function searchTextOf(ad: AdWrite, title: string, location: string): string {
  const f = ad.formData;
  const own = searchableText(
    [title, ad.brand, ad.model, ad.variant, ...searchableFacts(f), location, f[SOCIETY_KEY] ?? ''].join(' '),
  );
  const described = descriptionWords(readUrduWords(f.description ?? ''), own);
  return described.length > 0 ? `${own} ${described.join(' ')}` : own;
}

/**
 * Puts a new ad in the queue the alert job matches against saved searches (alerts/repository.ts),
 * inside the transaction that creates the ad, so an ad that exists is always queued and a rolled-back
 * one never is. Ads write the queue and alerts read it: ads never import alerts, whose saved searches
 * read the ads' listing SQL.
 */
export async function enqueueNewAd(tx: Tx, adId: string): Promise<void> {
  await tx.execute(sql`insert into alert_queue (ad_id) values (${adId}) on conflict do nothing`);
}

/** Duplicate check (docs/product.md): the person's ad with this title, price and category since `since`. */
export async function hasSimilarAdSince(
  tx: Tx,
  userId: string,
  ad: { category: string; title: string; price: number },
  since: Date,
): Promise<boolean> {
  const rows = await tx
    .select({ id: ads.id })
    .from(ads)
    .where(
      and(
        eq(ads.userId, userId),
        gt(ads.createdAt, since),
        eq(ads.category, ad.category),
        eq(ads.price, ad.price),
        sql`lower(btrim(${ads.title})) = lower(btrim(${ad.title}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countAdsSince(tx: Tx, userId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(ads)
    .where(and(eq(ads.userId, userId), gt(ads.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * The words of an ad's search_vector as PostgreSQL made them, without the '@category' token: what a
 * change to the ad tells the browse caches, so only searches for one of them go stale (decision 176).
 */
const searchWords = sql<
  string[]
>`array(select w from unnest(tsvector_to_array(${ads.searchVector})) w where w not like '@%')`;

/** An ad as browsing sees it, before or after a write (what a change tells, browse-caches.ts). */
const STATE = {
  category: ads.category,
  brand: ads.brand,
  model: ads.model,
  listed: ads.listed,
  words: searchWords,
};

/** A new ad; what browsing sees of it. */
export async function insertAd(
  tx: Tx,
  row: AdColumns & { id: string; userId: string; images: string[] },
): Promise<AdState> {
  const [inserted] = await tx.insert(ads).values(row).returning(STATE);
  return inserted!;
}

/**
 * Rewrites the person's own ad; what browsing sees of it after, or undefined when there is no such
 * ad of theirs.
 */
export async function updateOwnedAd(
  tx: Tx,
  id: string,
  userId: string,
  row: AdColumns & { images: string[]; updatedAt: Date },
): Promise<AdState | undefined> {
  const [updated] = await tx
    .update(ads)
    .set(row)
    .where(and(eq(ads.id, id), eq(ads.userId, userId)))
    .returning(STATE);
  return updated;
}

/** Deletes the person's own ad; what it was, or undefined when there is no such ad of theirs. */
export async function deleteOwnedAd(tx: Tx, id: string, userId: string): Promise<AdState | undefined> {
  const [deleted] = await tx
    .delete(ads)
    .where(and(eq(ads.id, id), eq(ads.userId, userId)))
    .returning(STATE);
  return deleted;
}

/** The person's own ad as it is before an edit that may move it, or undefined. */
export async function ownedAdState(tx: Tx, id: string, userId: string): Promise<AdState | undefined> {
  const [row] = await tx
    .select(STATE)
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.userId, userId)));
  return row;
}

/**
 * Attaches the person's photos to the ad in the given order. A photo counts only if it is theirs and
 * free (or already on this ad); returns how many were attached, so the caller can refuse the rest.
 */
export async function attachImages(tx: Tx, adId: string, userId: string, ids: string[]): Promise<number> {
  let attached = 0;
  for (const [position, id] of ids.entries()) {
    const rows = await tx
      .update(adImages)
      .set({ adId, position })
      .where(
        and(
          eq(adImages.id, id),
          eq(adImages.userId, userId),
          or(isNull(adImages.adId), eq(adImages.adId, adId)),
        ),
      )
      .returning({ id: adImages.id });
    attached += rows.length;
  }
  return attached;
}

/** Deletes the rows of the ad's photos that are not in `keep`; returns their ids (for the files). */
export async function deleteImagesNotIn(tx: Tx, adId: string, keep: string[]): Promise<string[]> {
  const rows = await tx
    .delete(adImages)
    .where(
      keep.length ? and(eq(adImages.adId, adId), notInArray(adImages.id, keep)) : eq(adImages.adId, adId),
    )
    .returning({ id: adImages.id });
  return rows.map((r) => r.id);
}

/** Deletes the rows of the person's photos on the ad; returns their ids (for the files). */
export async function deleteImagesOfAd(tx: Tx, adId: string, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(adImages)
    .where(and(eq(adImages.adId, adId), eq(adImages.userId, userId)))
    .returning({ id: adImages.id });
  return rows.map((r) => r.id);
}

export async function findOwnedAd(db: Db, id: string, userId: string): Promise<Ad | undefined> {
  const [row] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.userId, userId)));
  return row;
}

/** The person's ads, newest first (docs/product.md §7 "My Ads"). */
export async function listUserAds(db: Db, userId: string): Promise<Ad[]> {
  return db.select().from(ads).where(eq(ads.userId, userId)).orderBy(desc(ads.createdAt), desc(ads.id));
}

/** How many people saved each of the person's ads (My Ads). */
/** Views of each of the seller's ads that has any (decision 196). */
export async function viewCounts(db: Db, sellerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ adId: adViews.adId, n: adViews.views })
    .from(adViews)
    .innerJoin(ads, and(eq(ads.id, adViews.adId), eq(ads.userId, sellerId)));
  return new Map(rows.map((r) => [r.adId, r.n]));
}

export async function saveCounts(db: Db, sellerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ adId: savedAds.adId, n: count() })
    .from(savedAds)
    .innerJoin(ads, and(eq(ads.id, savedAds.adId), eq(ads.userId, sellerId)))
    .groupBy(savedAds.adId);
  return new Map(rows.map((r) => [r.adId, Number(r.n)]));
}
