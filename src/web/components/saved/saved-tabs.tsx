// Saved ads and saved searches are two sides of one place: a tab bar links the two pages.
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/translation';

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'bg-white text-ink border border-line hover:border-brand-600'}`;

export function SavedTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('card.saved')} className="mt-4 flex gap-2">
      <NavLink to="/saved" end className={tab}>
        {t('saved.tabAds')}
      </NavLink>
      <NavLink to="/saved-searches" className={tab}>
        {t('saved.tabSearches')}
      </NavLink>
    </nav>
  );
}
