// The rules of posting, editing and deleting an ad (decision 031). The ad row and its photo
// rows change together in one transaction; photo files leave the disk only after the commit, so a
// rolled-back edit never loses a photo the ad still shows.
import { say } from '../../domain/messages';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { adPath } from '../../domain/categories';
import type { SavedAdResponse } from '../../domain/api';
import { ADS_PER_DAY, DAY_MS, DUPLICATE_WINDOW_DAYS } from '../../domain/limits';
import { MSG, type AdInput } from '../../domain/schemas';
import type { Db } from '../db/client';
import { ApiError, notFound, tooMany } from '../http/errors';
import { removePhotos, type ImageStore } from '../images/image-store';
import { matchAdPhotos } from '../photo-match/photo-match-service';
import {
  adColumns,
  attachImages,
  countAdsSince,
  deleteImagesNotIn,
  deleteImagesOfAd,
  deleteOwnedAd,
  enqueueNewAd,
  hasSimilarAdSince,
  insertAd,
  ownedAdState,
  updateOwnedAd,
} from './ad-repository';
import { lockUser } from '../auth/guard';
import type { Tx } from '../db/tx';
import type { AdsChange } from './browse-caches';
import { afterPriceChange, lockPrice } from './price-drop';
import { expiryFrom } from '../lifecycle/lifecycle';
import { guideSourceOfAd, isPriceAnomaly, refreshGuidesOf, type GuideSource } from '../price-guide/service';

export interface WriteDeps {
  db: Db;
  images: ImageStore;
  /**
   * Told what a successful change did, the ad before and after (app.adsChanged, app.ts), awaited
   * before answering.
   */
  changed?: (change: AdsChange) => Promise<void>;
  log: FastifyBaseLogger;
  /** How long a new ad stays active (Config.adLifetimeMs); AD_LIFETIME_DAYS when not given. */
  adLifetimeMs?: number;
  /** How long after posting a cut can be a price drop (Config.priceDropMinAgeMs). */
  priceDropMinAgeMs?: number;
}

export const adNotFound = () => notFound(MSG.adNotFound);
export const DUPLICATE_AD_MESSAGE = say('ad.duplicate');

export async function createAd(
  deps: WriteDeps,
  userId: string,
  input: AdInput,
  now = new Date(),
): Promise<SavedAdResponse> {
  const id = randomUUID();
  const columns = adColumns(input);
  const after = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // A rolling day, counted in SQL under the lock, so parallel posts cannot slip past it.
    if ((await countAdsSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= ADS_PER_DAY)
      throw tooMany(MSG.adsPerDay);
    const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS);
    if (
      await hasSimilarAdSince(
        tx,
        userId,
        { ...columns, title: columns.title ?? '', price: columns.price ?? 0 },
        since,
      )
    )
      throw new ApiError(409, 'duplicate', DUPLICATE_AD_MESSAGE);
    const priceAnomaly = await isPriceAnomaly(tx, priced(columns));
    const state = await insertAd(tx, {
      ...columns,
      id,
      userId,
      images: input.images,
      expiresAt: expiryFrom(now, deps.adLifetimeMs),
      priceAnomaly,
    });
    await attach(tx, id, userId, input.images);
    await matchAdPhotos(tx, id, userId, now);
    await enqueueNewAd(tx, id);
    return state;
  });
  await deps.changed?.({ before: [], after: [after] });
  await refreshGuides(deps, [guideSource(columns)], now);
  return { id, path: adPath(input.category, id) };
}

/** `input.images` is the final ordered list: kept ids stay, new ids join, the rest are deleted. */
export async function updateAd(
  deps: WriteDeps,
  userId: string,
  id: string,
  input: AdInput,
  now = new Date(),
): Promise<SavedAdResponse> {
  const columns = adColumns(input);
  const removed = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const priceBefore = await lockPrice(tx, id, userId);
    const before = priceBefore ? await ownedAdState(tx, id, userId) : undefined;
    const guideBefore = before && (await guideSourceOfAd(tx, id));
    const priceAnomaly = await isPriceAnomaly(tx, { ...priced(columns), id });
    const updated =
      before &&
      (await updateOwnedAd(tx, id, userId, {
        ...columns,
        images: input.images,
        updatedAt: now,
        priceAnomaly,
      }));
    if (!before || !updated || !priceBefore) throw adNotFound();
    await afterPriceChange(tx, id, userId, priceBefore, now, deps.priceDropMinAgeMs);
    const gone = await deleteImagesNotIn(tx, id, input.images);
    await attach(tx, id, userId, input.images);
    await matchAdPhotos(tx, id, userId, now);
    return { gone, before, after: updated, guideBefore };
  });
  await deps.changed?.({ before: [removed.before], after: [removed.after] });
  await refreshGuides(deps, [removed.guideBefore, guideSource(columns)], now);
  await removeFiles(deps, removed.gone);
  return { id, path: adPath(input.category, id) };
}

export async function deleteAd(deps: WriteDeps, userId: string, id: string): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const guideBefore = await guideSourceOfAd(tx, id);
    const gone = await deleteImagesOfAd(tx, id, userId);
    // Not theirs (or not there): throwing rolls back the line above too.
    const before = await deleteOwnedAd(tx, id, userId);
    if (!before) throw adNotFound();
    return { gone, before, guideBefore };
  });
  await deps.changed?.({ before: [removed.before], after: [] });
  await refreshGuides(deps, [removed.guideBefore]);
  await removeFiles(deps, removed.gone);
}

function guideSource(columns: ReturnType<typeof adColumns>): GuideSource {
  return {
    category: columns.category,
    priceGroup: columns.priceGroup ?? '',
    year: columns.year ?? null,
    location: columns.location ?? '',
  };
}

function priced(columns: ReturnType<typeof adColumns>) {
  return { ...guideSource(columns), price: columns.price ?? 0 };
}

/**
 * The price guides the ad was and is part of are counted again after the write (decision 193). The
 * ad is saved either way: a kept guide that could not be counted now is counted again by the job.
 */
async function refreshGuides(deps: WriteDeps, sources: (GuideSource | undefined)[], now = new Date()) {
  await refreshGuidesOf(deps.db, sources, now).catch((err: unknown) =>
    deps.log.warn({ err }, 'price guides could not be counted'),
  );
}

async function attach(tx: Tx, adId: string, userId: string, ids: string[]): Promise<void> {
  const attached = await attachImages(tx, adId, userId, ids);
  if (attached !== ids.length)
    throw new ApiError(400, 'validation', MSG.imageUnavailable, { images: MSG.imageUnavailable });
}

async function removeFiles(deps: WriteDeps, ids: string[]): Promise<void> {
  // The rows are gone, so nothing links to these files; a leftover is only wasted space, and the
  // store sweep removes it later.
  await removePhotos(deps.images, ids).catch((err: unknown) =>
    deps.log.warn({ err, photos: ids.length }, 'photo files could not be removed'),
  );
}
