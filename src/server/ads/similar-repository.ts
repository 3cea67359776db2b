// SQL of 'Similar ads' on the ad page (decision 195). Each step of the fallback — the same model, else
// the brand, else the category — reads at most SIMILAR_CANDIDATES of its newest listed ads from the
// listing index that leads with its columns (schema/ads.ts), so the work is bounded however common the
// model is; a step runs only when the steps before it found fewer than SIMILAR_ADS. The few hundred
// candidates are then ranked in memory: step, same city first, nearest in price.
import { sql, type SQL } from 'drizzle-orm';
import { SIMILAR_ADS, SIMILAR_CANDIDATES } from '../../domain/limits';
import type { Db } from '../db/client';
import { preparedRowsOf } from '../db/rows';
import { SUMMARY_COLUMNS } from './listing-sql';
import type { SummaryRow } from './summary';
import { visibleToBrowse } from './visibility';

/** What an ad's similar ads are chosen by, and who may see its page (visibleOnItsPage). */
export interface SimilarSource {
  id: string;
  userId: string;
  category: string;
  brand: string;
  model: string;
  price: number;
  location: string;
  status: string;
  soldAt: Date | string | null;
}

export async function findSimilarSource(db: Db, id: string): Promise<SimilarSource | undefined> {
  const [row] = await preparedRowsOf<SimilarSource>(
    db,
    sql`select a.id, a.user_id, a.category, a.brand, a.model, a.price::float8 as price, a.location,
      a.status, a.sold_at
    from ads a where a.id = ${id}`,
  );
  return row;
}

/** How close a similar ad is: the same model, the same brand, or only the same category. */
type SimilarStep = 'model' | 'brand' | 'category';

export type SimilarRow = SummaryRow & { step: SimilarStep };

/** The steps an ad falls back through: an ad without a brand (or model) skips that step. */
function stepsOf(ad: SimilarSource): { step: SimilarStep; condition: SQL }[] {
  const steps: { step: SimilarStep; condition: SQL }[] = [];
  if (ad.brand && ad.model)
    steps.push({ step: 'model', condition: sql`a.brand = ${ad.brand} and a.model = ${ad.model}` });
  if (ad.brand) steps.push({ step: 'brand', condition: sql`a.brand = ${ad.brand}` });
  steps.push({ step: 'category', condition: sql`true` });
  return steps;
}

export async function findSimilar(db: Db, ad: SimilarSource): Promise<SimilarRow[]> {
  const steps = stepsOf(ad);
  const name = (i: number) => sql.identifier(`s${i}`);
  // Never the ad itself, never its seller's: the seller's other ads are on their own page.
  const eligible = (alias: string) =>
    sql`${sql.identifier(alias)}.id <> ${ad.id} and ${sql.identifier(alias)}.user_id <> ${ad.userId}`;
  const ctes = steps.map(({ step, condition }, i) => {
    const earlier = sql.join(
      steps.slice(0, i).map((_, j) => sql`select id, user_id from ${name(j)}`),
      sql` union all `,
    );
    // An InitPlan: PostgreSQL tests it once and, when the earlier steps found enough, reads nothing.
    const gate =
      i === 0
        ? sql``
        : sql`(select count(distinct e.id) from (${earlier}) e where ${eligible('e')}) < ${SIMILAR_ADS} and`;
    return sql`${name(i)} as materialized (
      select a.id, a.user_id, a.location, a.price::float8 as price, a.created_at,
        ${i}::int as rank, ${step}::text as step
      from ads a
      where ${gate} ${visibleToBrowse()} and a.category = ${ad.category} and ${condition}
      order by a.created_at desc nulls last, a.id
      limit ${SIMILAR_CANDIDATES})`;
  });
  const all = sql.join(
    steps.map((_, i) => sql`select * from ${name(i)}`),
    sql` union all `,
  );
  const order = (alias: string) => {
    const t = sql.identifier(alias);
    return sql`${t}.rank, (${t}.location = ${ad.location}) desc, abs(${t}.price - ${ad.price}::float8),
      ${t}.created_at desc nulls last, ${t}.id`;
  };
  // Three shapes (which steps the ad has), each planned once per connection: planning the steps cost
  // about as much as running them (decision 206).
  return preparedRowsOf<SimilarRow>(
    db,
    sql`
    with ${sql.join(ctes, sql`, `)},
    c as (
      select distinct on (t.id) t.* from (${all}) t where ${eligible('t')} order by t.id, t.rank
    ),
    p as (select * from c order by ${order('c')} limit ${SIMILAR_ADS})
    select ${SUMMARY_COLUMNS}, p.step from p join ads a on a.id = p.id
    order by ${order('p')}`,
  );
}
