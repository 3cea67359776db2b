import { NotFoundNotice } from '../../../components/not-found-notice';
import { useTranslation } from '../../../lib/translation';

/** An unknown section, an unknown id or a removed ad (docs/product.md §8 "Screens"). */
export function AdNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundNotice
      title={t('ad.notFoundTitle')}
      heading={t('ad.notFound')}
      text={t('ad.notFoundText')}
      icon={
        <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" className="mx-auto text-brand-600">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      }
    />
  );
}
