// The seller's own ad page shows what they can do with it instead of a way to contact themself:
// 'Mark as sold' (asked once) or 'Mark as available', 'Renew' when it expired, and 'Edit'.
import { Link } from 'react-router';
import type { AdDetail } from '../../../../domain/api';
import { LifecycleButton } from '../../../components/ad-owner/lifecycle-button';
import { useTranslation } from '../../../lib/translation';

export function OwnerCard({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation();
  const note = {
    active: t('owner.yourAdText'),
    sold: t('owner.soldText'),
    expired: t('owner.expiredText'),
    hidden: t('owner.hiddenText'),
  }[ad.status];
  return (
    <section aria-labelledby="owner-title" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="owner-title" className="text-lg font-bold">
        {t('owner.yourAd')}
      </h2>
      <p className="mt-1 text-sm font-semibold text-ink">{t('owner.views', { count: ad.views ?? 0 })}</p>
      <p className="mt-1 text-sm text-muted">{note}</p>
      <div className="mt-4 flex flex-col gap-2">
        <LifecycleButton ad={ad} className="min-h-12 text-base" />
        <Link
          to={`/edit-post/${ad.id}`}
          aria-label={t('owner.editAria', { title: ad.title })}
          className="flex min-h-12 items-center justify-center rounded-lg border border-brand-700 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('owner.edit')}
        </Link>
      </div>
    </section>
  );
}
