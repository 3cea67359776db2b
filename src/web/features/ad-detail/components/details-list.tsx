import type { AdDetailRow } from '../../../../domain/api';
import { useTranslation } from '../../../lib/translation';

/** The ad's facts with human labels (docs/product.md §2 "details list"), as a two-column list. */
export function DetailsList({ rows }: { rows: AdDetailRow[] }) {
  const { t } = useTranslation();
  if (!rows.length) return null;
  return (
    <section aria-labelledby="details-title" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="details-title" className="text-lg font-bold">
        {t('ad.details')}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-8 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 border-b border-line py-2.5 text-sm">
            <dt className="text-muted">{t(row.label)}</dt>
            <dd className="text-end font-semibold text-ink">
              {/* '420 Sq. Ft.' stays one unit in its own words' order (decision 153). */}
              <bdi>{t(row.value)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
