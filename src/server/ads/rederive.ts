// Ads saved before search learnt their words have a search_text without the variant and
// the searchable facts ('128gb', 'pta approved', '10 marla') and no area in square feet, so search
// and the marla filter would miss them. Once per deployment, after the migration, every ad's derived
// columns are computed again by the same deriveColumns the writes use (no second copy of the rules in
// SQL), in batches by id, in the background: start-up never waits for it.
import { sql } from 'drizzle-orm';
import type { CategoryKey } from '../../domain/categories';
import type { Db } from '../db/client';
import { deriveColumns } from './derive';

/** job_runs row written when every ad has been re-derived; a new name runs the pass again. */
export const REDERIVE_JOB = 'rederive-search-columns-v1';
const BATCH = 500;

interface Row extends Record<string, unknown> {
  id: string;
  category: CategoryKey;
  brand: string;
  model: string;
  variant: string;
  form_data: Record<string, string>;
  search_text: string;
  area_sqft: number | null;
  marla_sqft: number | null;
}

/** Re-derives what changed; returns how many ads were updated, or null when it had already run. */
export async function rederiveSearchColumns(db: Db): Promise<number | null> {
  const done = await db.execute(sql`select 1 from job_runs where name = ${REDERIVE_JOB}`);
  if (done.rows.length > 0) return null;
  let after = '00000000-0000-0000-0000-000000000000';
  let updated = 0;
  for (;;) {
    const { rows } = await db.execute<Row>(sql`
      select id, category, brand, model, variant, form_data, search_text, area_sqft, marla_sqft
      from ads where id > ${after} order by id limit ${BATCH}`);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const changed = rows.flatMap((r) => {
      const d = deriveColumns({
        category: r.category,
        brand: r.brand,
        model: r.model,
        variant: r.variant,
        formData: r.form_data,
      });
      const same =
        d.searchText === r.search_text &&
        sameNumber(d.areaSqft, r.area_sqft) &&
        sameNumber(d.marlaSqft, r.marla_sqft);
      return same ? [] : [{ id: r.id, ...d }];
    });
    if (changed.length === 0) continue;
    // One statement per batch: the search_words trigger then reads the batch's words once.
    await db.execute(sql`
      update ads a set search_text = v.search_text, area_sqft = v.area_sqft, marla_sqft = v.marla_sqft
      from jsonb_to_recordset(${JSON.stringify(
        changed.map((c) => ({
          id: c.id,
          search_text: c.searchText,
          area_sqft: c.areaSqft,
          marla_sqft: c.marlaSqft,
        })),
      )}::jsonb) as v(id uuid, search_text text, area_sqft real, marla_sqft real)
      where a.id = v.id`);
    updated += changed.length;
  }
  await db.execute(sql`
    insert into job_runs (name, last_run_at) values (${REDERIVE_JOB}, now()) on conflict (name) do nothing`);
  return updated;
}

/** Stored areas are real (4-byte) numbers: equal when within a hundredth of a square foot. */
function sameNumber(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - Number(b)) < 0.01;
}
