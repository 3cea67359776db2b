// 'Save search' on every listing: stores the category, q and every filter; the person is
// told the name it got and where to find it. Signed out, it asks them to sign in first: before the
// app and without it in the server's sign-in popover (decision 213). Signed in, it is not drawn
// without JavaScript, and held for the app before it comes.
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import type { CategoryKey } from '../../../../domain/categories';
import { useLoginPrompt, useSession } from '../../../lib/session';
import { useSaveSearch } from '../api/save-search';
import { listingApiParams } from '../listing-params';
import { useTranslation } from '../../../lib/translation';
import { useSearchName } from '../../../lib/use-search-name';

export function SaveSearchButton({ category, params }: { category: CategoryKey; params: URLSearchParams }) {
  const { t } = useTranslation();
  const searchName = useSearchName();
  const { user } = useSession();
  const login = useLoginPrompt();
  const save = useSaveSearch();
  // The toast renders outside the router, so it gets a button calling this navigate, not a <Link>.
  const navigate = useNavigate();
  const onClick = () => {
    if (!user) return login.open();
    const query = Object.fromEntries(listingApiParams(category, params, ['page']));
    save.mutate(query, {
      onSuccess: (saved) =>
        toast.success(
          <span>
            {t('saveSearch.saved', { name: searchName(saved.name, saved.nameParts) })}{' '}
            <button
              type="button"
              onClick={() => navigate('/saved-searches')}
              className="font-semibold underline"
            >
              {t('saveSearch.see')}
            </button>
          </span>,
        ),
      onError: (error) => toast.error(t.error(error, error.message)),
    });
  };
  return (
    <button
      type="button"
      popoverTarget={user ? undefined : 'sign-in'}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
      disabled={save.isPending}
      className={`${user ? 'noscript:hidden ' : ''}inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand-600 disabled:opacity-60`}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 3h12v18l-6-4-6 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {save.isPending ? t('saveSearch.saving') : t('saveSearch.save')}
    </button>
  );
}
