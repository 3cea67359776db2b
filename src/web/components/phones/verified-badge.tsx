// 'Verified' beside a number the person proved by SMS (decision 186): on the ad page's contact block,
// in Settings and in the ad form's picks. A tick and the word, never colour alone.
import { useTranslation } from '../../lib/translation';

export function VerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12" fill="none">
        <path
          d="M3 8.5l3 3 7-7"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('ad.verified')}
    </span>
  );
}
