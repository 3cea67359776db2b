import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, DatabaseConnectError } from './client';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { ads, users } from './schema';

describeEachDatabase('database', (database) => {
  it('applies the migrations, with trigram search available', async () => {
    const { db } = database();
    const [user] = await db
      .insert(users)
      .values({ issuer: 'https://issuer.test', subject: 'a', name: 'Ali' })
      .returning();
    await db.insert(ads).values({
      userId: user!.id,
      category: 'mobiles',
      title: 'Samsung Galaxy A55',
      searchText: 'samsung galaxy a55 lahore',
    });
    const rows = await db
      .select({ title: ads.title })
      .from(ads)
      .where(sql`${ads.searchText} ilike ${'%galaxy%'}`);
    expect(rows).toEqual([{ title: 'Samsung Galaxy A55' }]);
    const sim = await db.execute(sql`select similarity('samsung', 'samsun') > 0.5 as close`);
    expect((sim.rows[0] as { close: boolean }).close).toBe(true);
  });
});

describe('connecting to PostgreSQL', () => {
  it('fails fast with one line naming the host and the cause', async () => {
    const started = Date.now();
    const error = await openPostgres('postgres://nobody@127.0.0.1:1/nowhere').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseConnectError);
    expect((error as Error).message).toMatch(
      /^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/nowhere: .*ECONNREFUSED/,
    );
    expect((error as Error).message).not.toContain('\n');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
