// The realistic mix: `connections` callers for `seconds`, 90% reads (listing page 1 of a category,
// home search) and 10% writes: creating an ad with a photo, editing and deleting one's own, saving an
// ad and sending a chat message, each caller writing as one person of its own. Reports read latency
// per kind, 5xx answers, refused (429) and other failed requests, and acknowledged writes that are not
// in the database afterwards (lost): every created ad, its last acknowledged price, every save and
// every message is read back. Photos for the creates are pre-made rows, so the mix measures the ad
// writes, not image decoding (the photo row of bench:api does that).
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { sampleAdInput } from '../../test/support/domain/ad-input-sample';
import { ADS_PER_DAY } from '../../src/domain/limits';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/client';
import { adImages, ads, chatMessages, savedAds, users } from '../../src/server/db/schema';
import * as T from './targets';

export interface MixedFigures {
  listing: { p50: number; p95: number; n: number };
  search: { p50: number; p95: number; n: number };
  /** Both kinds of read together. */
  reads: { p95: number; n: number };
  writes: { p95: number; n: number; byKind: Record<WriteKind, number> };
  serverErrors: number;
  /** Answered 429: the product's own limits refused a write the mix meant to make. */
  refused: number;
  otherFailures: number;
  acknowledged: number;
  lost: number;
}

type WriteKind = 'create' | 'edit' | 'delete' | 'save' | 'message';

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

interface Writer {
  id: string;
  cookie: string;
  photos: string[];
  mine: { id: string; photo: string }[];
  created: number;
  conversation: string;
}

export async function runMixed(
  database: Database,
  baseUrl: string,
  options: { seconds: number; connections: number },
): Promise<MixedFigures> {
  // Ads of the seed to save and to ask about: none of them is written by the mix.
  const { rows: others } = await database.db.execute<{ id: string }>(
    sql`select id from ads where listed order by created_at desc limit 500`,
  );
  // One writer per caller, so each person's writes are one after another, as a person's are.
  const writers: Writer[] = [];
  for (let i = 0; i < options.connections; i += 1) {
    const [person] = await database.db
      .insert(users)
      .values({ issuer: 'urn:bs:bench', subject: `mixed-${Date.now()}-${i}`, name: `Writer ${i}` })
      .returning();
    const photos = Array.from({ length: ADS_PER_DAY }, () => randomUUID());
    await database.db
      .insert(adImages)
      .values(photos.map((id) => ({ id, userId: person!.id, width: 800, height: 600, bytes: 1000 })));
    const cookie = `${SESSION_COOKIE}=${(await createSession(database.db, person!.id)).token}`;
    const started = await fetch(`${baseUrl}/api/chat/conversations`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ adId: others[i % others.length]!.id }),
    });
    if (!started.ok) throw new Error(`starting a conversation: ${started.status} ${await started.text()}`);
    const { id: conversation } = (await started.json()) as { id: string };
    writers.push({ id: person!.id, cookie, photos, mine: [], created: 0, conversation });
  }

  const searches = T.searchPaths();
  const lat = { listing: [] as number[], search: [] as number[], writes: [] as number[] };
  const byKind: Record<WriteKind, number> = { create: 0, edit: 0, delete: 0, save: 0, message: 0 };
  let serverErrors = 0;
  let refused = 0;
  let otherFailures = 0;
  // What the server said it did, read back at the end.
  const created = new Set<string>();
  const prices = new Map<string, number>();
  const saves: { userId: string; adId: string }[] = [];
  const messages: string[] = [];
  const deadline = Date.now() + options.seconds * 1000;
  let n = 0;

  const write = async (person: Writer): Promise<Response> => {
    const headers = { cookie: person.cookie, origin: baseUrl, 'content-type': 'application/json' };
    const roll = Math.random();
    const own = person.mine[Math.floor(Math.random() * person.mine.length)];
    // A person posts up to the daily limit and no further; past it they edit what they have.
    const canCreate = person.created < ADS_PER_DAY;
    if (roll < 0.35 && canCreate) {
      byKind.create += 1;
      const photo = person.photos.pop()!;
      person.created += 1;
      const res = await fetch(`${baseUrl}/api/ads`, {
        method: 'POST',
        headers,
        body: JSON.stringify(sampleAdInput('mobiles', { images: [photo] })),
      });
      if (res.status === 201) {
        const { id } = (await res.clone().json()) as { id: string };
        person.mine.push({ id, photo });
        created.add(id);
      }
      return res;
    }
    if (own && roll < 0.6) {
      byKind.edit += 1;
      const price = 1000 + n;
      const res = await fetch(`${baseUrl}/api/ads/${own.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(
          sampleAdInput('mobiles', { images: [own.photo], formData: { price: String(price) } }),
        ),
      });
      if (res.ok) prices.set(own.id, price);
      return res;
    }
    if (own && roll < 0.65) {
      byKind.delete += 1;
      const res = await fetch(`${baseUrl}/api/ads/${own.id}`, {
        method: 'DELETE',
        headers: { cookie: person.cookie, origin: baseUrl },
      });
      if (res.status === 204) {
        person.mine.splice(person.mine.indexOf(own), 1);
        created.delete(own.id);
        prices.delete(own.id);
      }
      return res;
    }
    if (roll < 0.85) {
      byKind.save += 1;
      const adId = others[Math.floor(Math.random() * others.length)]!.id;
      const res = await fetch(`${baseUrl}/api/saved-ads/${adId}`, {
        method: 'PUT',
        headers: { cookie: person.cookie, origin: baseUrl },
      });
      if (res.ok) saves.push({ userId: person.id, adId });
      return res;
    }
    byKind.message += 1;
    const res = await fetch(`${baseUrl}/api/chat/conversations/${person.conversation}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ body: `Is it still available? (${n})` }),
    });
    if (res.status === 201) messages.push(((await res.clone().json()) as { id: string }).id);
    return res;
  };

  const caller = async (index: number) => {
    while (Date.now() < deadline) {
      n += 1;
      const started = performance.now();
      let kind: keyof typeof lat;
      let res: Response | undefined;
      try {
        if (Math.random() < 0.1) {
          kind = 'writes';
          res = await write(writers[index]!);
        } else if (Math.random() < 0.5) {
          kind = 'listing';
          res = await fetch(`${baseUrl}${T.LISTING}`);
        } else {
          kind = 'search';
          res = await fetch(`${baseUrl}${searches[n % searches.length]}`);
        }
        await res.arrayBuffer();
      } catch {
        otherFailures += 1;
        continue;
      }
      lat[kind].push(performance.now() - started);
      if (res.status >= 500) serverErrors += 1;
      else if (res.status === 429) refused += 1;
      else if (res.status >= 400) otherFailures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => caller(i)));

  // Read back: every acknowledged ad with its last acknowledged price, every save, every message.
  let lost = 0;
  const ids = [...created];
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await database.db
      .select({ id: ads.id, price: ads.price })
      .from(ads)
      .where(inArray(ads.id, ids.slice(i, i + 1000)));
    const stored = new Map(rows.map((r) => [r.id, Number(r.price)]));
    for (const id of ids.slice(i, i + 1000)) {
      if (!stored.has(id)) lost += 1;
      else if (prices.has(id) && stored.get(id) !== prices.get(id)) lost += 1;
    }
  }
  const kept = await database.db
    .select({ userId: savedAds.userId, adId: savedAds.adId })
    .from(savedAds)
    .where(
      inArray(
        savedAds.userId,
        writers.map((w) => w.id),
      ),
    );
  const keptSaves = new Set(kept.map((r) => `${r.userId} ${r.adId}`));
  lost += saves.filter((save) => !keptSaves.has(`${save.userId} ${save.adId}`)).length;
  for (let i = 0; i < messages.length; i += 1000) {
    const rows = await database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(inArray(chatMessages.id, messages.slice(i, i + 1000)));
    lost += messages.slice(i, i + 1000).length - rows.length;
  }
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const l = sorted(lat.listing);
  const s = sorted(lat.search);
  const r = sorted([...lat.listing, ...lat.search]);
  const w = sorted(lat.writes);
  return {
    listing: { p50: pct(l, 50), p95: pct(l, 95), n: l.length },
    search: { p50: pct(s, 50), p95: pct(s, 95), n: s.length },
    reads: { p95: pct(r, 95), n: r.length },
    writes: { p95: pct(w, 95), n: w.length, byKind },
    serverErrors,
    refused,
    otherFailures,
    acknowledged: created.size + prices.size + saves.length + messages.length,
    lost,
  };
}

/** True when the mix sent a request that failed or was refused, or lost a write. */
export const mixedFailed = (m: MixedFigures) =>
  m.serverErrors > 0 || m.refused > 0 || m.otherFailures > 0 || m.lost > 0;

/** One line of figures for a run of the mix. */
export const describeMixed = (setup: string, m: MixedFigures) =>
  `  ${setup}: listing p95 ${m.listing.p95.toFixed(0)} ms (p50 ${m.listing.p50.toFixed(0)}, n ${m.listing.n}), ` +
  `search p95 ${m.search.p95.toFixed(0)} ms (p50 ${m.search.p50.toFixed(0)}, n ${m.search.n}), ` +
  `writes p95 ${m.writes.p95.toFixed(0)} ms (n ${m.writes.n}: ${Object.entries(m.writes.byKind)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}); ` +
  `${m.serverErrors} 5xx, ${m.refused} refused, ${m.otherFailures} other failures, ` +
  `${m.acknowledged} acknowledged writes, ${m.lost} lost`;
