// Beside the contact: a safety note that fits the category, a warning when the price is
// far below similar ads, and 'Report' for anyone but the seller.
import type { AdDetail } from '../../../../domain/api';
import { adPath } from '../../../../domain/categories';
import { PRICE_ANOMALY_WARNING, safetyNote } from '../../../../domain/safety/notes';
import { ReportButton } from '../../../components/report/report-button';
import { WarningIcon } from '../../../components/ui/icons/warning';
import { useTranslation } from '../../../lib/translation';

export function SafetyNote({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('ad.safety')}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
    >
      {ad.priceAnomaly && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          <WarningIcon size={16} className="me-1.5 inline align-[-3px]" />
          {t(PRICE_ANOMALY_WARNING)}
        </p>
      )}
      <p className="text-sm text-ink">
        <span className="font-semibold">{t('ad.staySafe')} </span>
        {t(safetyNote(ad.category))}
      </p>
      {!ad.isOwner && <ReportButton adId={ad.id} returnTo={adPath(ad.category, ad.id)} />}
    </section>
  );
}
