// The realistic mix: `connections` callers for `seconds`, 90% reads (listing page 1 of a
// category, home search) and 10% writes (create, edit, delete) by `writers` people, each on their own
// ads. Reports read latency per kind, 5xx answers and acknowledged writes that are not in the database
// afterwards (lost). Photos for the creates are pre-made rows, so the mix measures the ad writes.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { sampleAdInput } from '../../test/support/domain/ad-input-sample';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/client';
import { adImages, ads, users } from '../../src/server/db/schema';
import * as T from './targets';

export interface MixedFigures {
  listing: { p50: number; p95: number; n: number };
  search: { p50: number; p95: number; n: number };
  writes: { p95: number; n: number };
  serverErrors: number;
  otherFailures: number;
  acknowledged: number;
  lost: number;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

export async function runMixed(
  database: Database,
  baseUrl: string,
  options: { seconds: number; connections: number; writers: number },
): Promise<MixedFigures> {
  // Writers: people with sessions and a supply of unattached photo rows.
  const people: { cookie: string; photos: string[]; mine: { id: string; photo: string }[] }[] = [];
  for (let i = 0; i < options.writers; i += 1) {
    const [person] = await database.db
      .insert(users)
      .values({ issuer: 'urn:bs:bench', subject: `mixed-${Date.now()}-${i}`, name: `Writer ${i}` })
      .returning();
    const photos = Array.from({ length: 400 }, () => randomUUID());
    await database.db
      .insert(adImages)
      .values(photos.map((id) => ({ id, userId: person!.id, width: 800, height: 600, bytes: 1000 })));
    const token = (await createSession(database.db, person!.id)).token;
    people.push({
      cookie: `${SESSION_COOKIE}=${token}`,
      photos,
      mine: [] as { id: string; photo: string }[],
    });
  }
  const searches = T.searchPaths();
  const lat = { listing: [] as number[], search: [] as number[], writes: [] as number[] };
  let serverErrors = 0;
  let otherFailures = 0;
  const acknowledged = new Set<string>();
  const deadline = Date.now() + options.seconds * 1000;
  let n = 0;

  const write = async (person: (typeof people)[number]) => {
    const headers = { cookie: person.cookie, origin: baseUrl, 'content-type': 'application/json' };
    const roll = Math.random();
    const own = person.mine[Math.floor(Math.random() * person.mine.length)];
    if (own && roll < 0.3) {
      const res = await fetch(`${baseUrl}/api/ads/${own.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(
          sampleAdInput('mobiles', { images: [own.photo], formData: { price: String(1000 + n) } }),
        ),
      });
      return res;
    }
    if (own && roll < 0.45) {
      const res = await fetch(`${baseUrl}/api/ads/${own.id}`, {
        method: 'DELETE',
        headers: { cookie: person.cookie, origin: baseUrl },
      });
      if (res.status === 204) {
        person.mine.splice(person.mine.indexOf(own), 1);
        acknowledged.delete(own.id);
      }
      return res;
    }
    const photo = person.photos.pop()!;
    const res = await fetch(`${baseUrl}/api/ads`, {
      method: 'POST',
      headers,
      body: JSON.stringify(sampleAdInput('mobiles', { images: [photo] })),
    });
    if (res.status === 201) {
      const { id } = (await res.clone().json()) as { id: string };
      person.mine.push({ id, photo });
      acknowledged.add(id);
    }
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
          res = await write(people[index % people.length]!);
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
      else if (res.status >= 400 && res.status !== 429) otherFailures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => caller(i)));

  const ids = [...acknowledged];
  let found = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await database.db
      .select({ id: ads.id })
      .from(ads)
      .where(inArray(ads.id, ids.slice(i, i + 1000)));
    found += rows.length;
  }
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const l = sorted(lat.listing);
  const s = sorted(lat.search);
  const w = sorted(lat.writes);
  return {
    listing: { p50: pct(l, 50), p95: pct(l, 95), n: l.length },
    search: { p50: pct(s, 50), p95: pct(s, 95), n: s.length },
    writes: { p95: pct(w, 95), n: w.length },
    serverErrors,
    otherFailures,
    acknowledged: ids.length,
    lost: ids.length - found,
  };
}
