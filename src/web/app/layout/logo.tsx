import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('topBar.home')}
      className="flex min-h-11 min-w-11 items-center gap-2 rounded-md"
    >
      <span className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-sm font-extrabold text-sell">
        B/S
      </span>
      <span className="hidden text-lg font-extrabold tracking-tight text-brand-700 sm:inline">B/S</span>
    </Link>
  );
}
