// The search bar of the listing pages (docs/product.md §2 "Layout": only the pages SEARCH_BAR_PATHS names), with
// suggestions. A category keyword goes to that category; otherwise the text searches the page it is
// on (a listing), or the home page's search on the stub pages.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchCombobox, suggestionUrl } from './search/search-combobox';
import { SEARCH_FORM_PATH } from '../../domain/search/search-form';
import { useTranslation } from '../lib/translation';

export function SearchBar() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  // Re-mounted when the page or its q changes, so the box always shows what the page searches for.
  return <SearchForm key={`${pathname}?${q}`} initial={q} />;
}

function SearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void import('../../domain/search/search-targets').then(({ barSearchTarget }) =>
      navigate(barSearchTarget(text, pathname, params)),
    );
  };

  return (
    // Before the app or without it a GET form (decisions 208 and 221): the server reads the words as
    // barSearchTarget does, for the page the box is on, and sends the browser there.
    <form role="search" action={SEARCH_FORM_PATH} onSubmit={onSubmit} className="flex gap-2">
      <input type="hidden" name="back" value={pathname + search} />
      <SearchCombobox
        id="site-search"
        label={t('search.label')}
        value={text}
        onValueChange={setText}
        onChoose={(s) => navigate(suggestionUrl(s))}
        placeholder={t('search.barPlaceholder')}
      />
      <button
        type="submit"
        className="h-12 shrink-0 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 sm:px-6"
      >
        {t('search.submit')}
      </button>
    </form>
  );
}
