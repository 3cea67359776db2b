// Rename a saved search: one labelled field in the shared dialog; the server's message shows under it.
import { useState, type FormEvent } from 'react';
import { SAVED_SEARCH_NAME_MAX } from '../../../../domain/limits';
import { Dialog } from '../../../components/ui/dialog';
import { useRenameSearch } from '../api/saved-searches';
import { useTranslation } from '../../../lib/translation';

export function RenameDialog({ id, name, onClose }: { id: string; name: string; onClose(): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const rename = useRenameSearch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id, name: value }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} title={t('savedSearches.renameTitle')} size="sm">
      <form onSubmit={submit} noValidate>
        <label htmlFor="saved-search-name" className="block text-sm font-semibold text-ink">
          {t('savedSearches.name')}
        </label>
        <input
          id="saved-search-name"
          value={value}
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={rename.isError}
          aria-describedby={rename.isError ? 'saved-search-name-error' : undefined}
          className="mt-1 min-h-11 w-full rounded-lg border border-line px-3 text-ink focus:border-brand-600 focus:outline-none"
        />
        {rename.isError && (
          <p id="saved-search-name-error" className="mt-1 text-sm text-red-700">
            {t.error(rename.error, rename.error.message)}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 rounded-lg border border-line px-5 font-semibold text-ink hover:bg-canvas"
          >
            {t('savedSearches.cancel')}
          </button>
          <button
            type="submit"
            disabled={rename.isPending}
            className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t('savedSearches.saveName')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
