// Ads saved before search learnt their words have a search_text without the variant and
// the searchable facts ('128gb', 'pta approved', '10 marla') and no area in square feet, so search
// and the marla filter would miss them. Once per deployment, after the migration, every ad's derived
// columns are computed again by the same deriveColumns the writes use (no second copy of the rules in
// SQL), in batches by id, in the background: start-up never waits for it. Version 2 adds the price group
// (decision 193), and once every ad has its group the price guides are counted from them. Version 3
// adds more field values and the description's first words to the search text (decision 201).
import type { Db } from '../db/client';
import { deriveColumns } from './ad-repository';
import { countAllPriceGuides } from '../price-guide/service';
import { jobHasRun, recordJobRun, searchSourcesAfter, writeSearchColumns } from './search-repository';

/** job_runs row written when every ad has been re-derived; a new name runs the pass again. */
export const REDERIVE_JOB = 'rederive-search-columns-v3';
const BATCH = 500;

/** Re-derives what changed; returns how many ads were updated, or null when it had already run. */
export async function rederiveSearchColumns(db: Db): Promise<number | null> {
  if (await jobHasRun(db, REDERIVE_JOB)) return null;
  let after = '00000000-0000-0000-0000-000000000000';
  let updated = 0;
  for (;;) {
    const rows = await searchSourcesAfter(db, after, BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const changed = rows.flatMap((r) => {
      const d = deriveColumns({
        category: r.category,
        brand: r.brand,
        model: r.model,
        variant: r.variant,
        formData: r.formData,
      });
      const same =
        d.searchText === r.searchText &&
        sameNumber(d.areaSqft, r.areaSqft) &&
        sameNumber(d.marlaSqft, r.marlaSqft) &&
        d.priceGroup === r.priceGroup;
      return same ? [] : [{ id: r.id, ...d }];
    });
    if (changed.length === 0) continue;
    await writeSearchColumns(db, changed);
    updated += changed.length;
  }
  await countAllPriceGuides(db);
  await recordJobRun(db, REDERIVE_JOB);
  return updated;
}

/** Stored areas are real (4-byte) numbers: equal when within a hundredth of a square foot. */
function sameNumber(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - Number(b)) < 0.01;
}
