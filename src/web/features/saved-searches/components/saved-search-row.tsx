// One saved search: its name, category, how many new ads since the last visit, and Open, Rename, Delete.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SavedSearchItem } from '../../../../domain/api';
import { getCategory } from '../../../../domain/categories';
import { SAVED_SEARCH_NEW_CAP } from '../../../../domain/limits';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteSearch, visitSearch } from '../api/saved-searches';
import { RenameDialog } from './rename-dialog';
import { CategoryIcon } from '../../../components/category-icon';
import { useTranslation } from '../../../lib/translation';
import { useFormat } from '../../../lib/use-lang';
import { useSearchName } from '../../../lib/use-search-name';

const action =
  'min-h-11 rounded-lg border border-line px-4 text-sm font-semibold text-ink hover:border-brand-600 hover:bg-brand-50';

export function SavedSearchRow({ search }: { search: SavedSearchItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const searchName = useSearchName();
  const name = searchName(search.name, search.nameParts);
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteSearch();
  const category = getCategory(search.category);
  const open = async () => {
    // Counting starts again from now; if that fails, the search still opens.
    await visitSearch(search.id).catch(() => undefined);
    navigate(search.href);
  };
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <CategoryIcon category={category.key} size={28} className="shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h2 dir="auto" className="font-bold break-words text-ink">
            {name}
          </h2>
          <p className="text-sm text-muted">
            {t('savedSearches.savedWhen', {
              category: t(category.name),
              when: format.timeAgo(search.createdAt),
            })}
          </p>
        </div>
        {search.newCount > 0 && (
          <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white">
            {search.newCount > SAVED_SEARCH_NEW_CAP
              ? t('savedSearches.newAdsMore', { cap: SAVED_SEARCH_NEW_CAP })
              : t('savedSearches.newAds', { count: search.newCount })}
          </span>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void open()}
          aria-label={t('savedSearches.openNamed', { name })}
          className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('savedSearches.open')}
        </button>
        <button
          type="button"
          onClick={() => setRenaming(true)}
          aria-label={t('savedSearches.renameNamed', { name })}
          className={action}
        >
          {t('savedSearches.rename')}
        </button>
        <button
          type="button"
          onClick={() => setDeleting(true)}
          aria-label={t('savedSearches.deleteNamed', { name })}
          className="min-h-11 rounded-lg border border-red-200 px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          {t('savedSearches.delete')}
        </button>
      </div>
      {renaming && <RenameDialog id={search.id} name={name} onClose={() => setRenaming(false)} />}
      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('savedSearches.deleteTitle')}
        description={t('savedSearches.deleteText', { name })}
        size="sm"
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => setDeleting(false)}
            className="min-h-11 rounded-lg border border-line px-5 font-semibold text-ink hover:bg-canvas"
          >
            {t('savedSearches.cancel')}
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(search.id, { onSuccess: () => setDeleting(false) })}
            className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t('savedSearches.delete')}
          </button>
        </div>
      </Dialog>
    </li>
  );
}
