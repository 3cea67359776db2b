// The demo sellers: a few people with Pakistani names, each with a phone and a home city. Keyed by
// issuer 'urn:bs:demo' so no real sign-in can ever become one of them.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { users } from '../server/db/schema';
import { pickPhone } from './context';
import type { Seller } from './generate';
import type { Rng } from './prng';

export const DEMO_ISSUER = 'urn:bs:demo';

const DEMO_PEOPLE = [
  { name: 'Ahmed Raza', city: 'Lahore' },
  { name: 'Ayesha Siddiqui', city: 'Karachi' },
  { name: 'Bilal Chaudhry', city: 'Islamabad' },
  { name: 'Fatima Malik', city: 'Rawalpindi' },
  { name: 'Usman Tariq', city: 'Multan' },
] as const;

export interface Person {
  issuer: string;
  subject: string;
  name: string;
  email: string;
  seller: Seller;
}

export function demoPeople(rng: Rng): Person[] {
  return DEMO_PEOPLE.map((p, index) => ({
    issuer: DEMO_ISSUER,
    subject: `demo-${index + 1}`,
    name: p.name,
    email: `demo-${index + 1}@example.com`,
    seller: { index, phone: pickPhone(rng), city: p.city },
  }));
}

/** Creates the people (or finds them, keyed by issuer and subject); returns their ids in order. */
export async function upsertPeople(db: Db, people: readonly Omit<Person, 'seller'>[]): Promise<string[]> {
  const ids: string[] = [];
  // Chunks keep each statement well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < people.length; i += 1000) {
    const chunk = people.slice(i, i + 1000);
    const rows = await db
      .insert(users)
      .values(chunk.map(({ issuer, subject, name, email }) => ({ issuer, subject, name, email })))
      .onConflictDoUpdate({ target: [users.issuer, users.subject], set: { name: sql`excluded.name` } })
      .returning({ id: users.id, subject: users.subject });
    const bySubject = new Map(rows.map((r) => [r.subject, r.id]));
    for (const p of chunk) ids.push(bySubject.get(p.subject)!);
  }
  return ids;
}
