// The API benchmark's baseline: "the seed's design", the old product's listing. It read every ad of the
// category ordered by created_at (SELECT * … WHERE category = $1 ORDER BY created_at DESC) and
// filtered, sorted and paged in JavaScript. Registered only on the benchmark's own app instance,
// never in src/. It is kinder than the original, which also shipped every row to the browser.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../src/domain/limits';
import { priceOf } from '../../src/domain/format/price';

export const SEED_DESIGN_PATH = '/bench/seed-design';

interface Row {
  id: string;
  brand: string;
  form_data: Record<string, string>;
  created_at: string;
}

export function registerSeedDesign(app: FastifyInstance): void {
  app.get<{ Querystring: Record<string, string> }>(SEED_DESIGN_PATH, async (request) => {
    const q = request.query;
    const { rows } = await app.db.execute(
      sql`select * from ads where category = ${'mobiles'} order by created_at desc`,
    );
    const min = Number(q.minPrice ?? 0);
    const max = q.maxPrice ? Number(q.maxPrice) : Infinity;
    const matches = (rows as unknown as Row[])
      .filter((r) => !q.brand || r.brand === q.brand || r.form_data.brandName === q.brand)
      .map((r) => ({ row: r, price: priceOf('mobiles', r.form_data) }))
      .filter((r) => r.price >= min && r.price <= max)
      .sort((a, b) => a.price - b.price);
    const page = Number(q.page ?? 1);
    return {
      total: matches.length,
      items: matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((m) => m.row.id),
    };
  });
}
