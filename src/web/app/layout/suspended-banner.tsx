// On every page of a suspended person: their account is suspended, and where to read why and ask for
// a review (decision 189). Its own chunk with its texts, since only a suspended person ever sees it.
import { Link } from 'react-router';
import { enAccount } from '../../i18n/en-account';
import { useEnglishSection, useTranslation } from '../../lib/translation';

export default function SuspendedBanner() {
  useEnglishSection('suspended', enAccount);
  const { t } = useTranslation();
  return (
    <div role="status" className="border-b border-red-200 bg-red-50">
      <p className="mx-auto flex max-w-7xl flex-wrap gap-x-2 px-4 py-2 text-sm text-red-900">
        <span className="font-semibold">{t('suspended.banner')}</span>
        <Link to="/suspended" className="font-semibold underline">
          {t('suspended.bannerLink')}
        </Link>
      </p>
    </div>
  );
}
