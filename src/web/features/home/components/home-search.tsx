// The home page's search (docs/product.md §4 "Home search"): suggestions as the layout's search bar has them,
// plus the location dropdown. 'in:{location}' and category keywords are read from the text.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchCombobox, suggestionUrl } from '../../../components/search/search-combobox';
import type { HomeSearchParams } from '../../../../domain/search/search-targets';
import { sortPlacesFor } from '../../../../domain/city-order';
import { SEARCH_FORM_PATH } from '../../../../domain/search/search-form';
import { useLocations } from '../api/use-locations';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

export function HomeSearch({
  q,
  location,
  onSearch,
  onLocation,
}: {
  q: string;
  location: string;
  onSearch(search: HomeSearchParams): void;
  onLocation(location: string): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  // The picker shows the person's choice at once, and the next search sent takes it; the page (its
  // address, the rows) follows in the router's transition. Shown from the address alone, the choice
  // was undone: React put the picker back to the city it last drew as soon as the choice's event was
  // over, until a slow phone had drawn the transition, which was seconds when the choice came before
  // the app had hydrated the page (decision 207). Once the address has moved, it is what shows.
  // [the address's city when chosen, the city chosen]
  const [chosen, setChosen] = useState<[string, string]>();
  if (chosen && chosen[0] !== location) setChosen(undefined);
  const city = chosen ? chosen[1] : location;
  const navigate = useNavigate();
  const lang = useLang();
  const { data } = useLocations();
  // Every city of the one list (not only those with ads today: a buyer in Gujrat could not look for
  // an ad there before one was posted), each in the page's language and its order (an Urdu page
  // lists لاہور, among the ل).
  const locations: readonly string[] = useMemo(() => sortPlacesFor(lang, data ?? [], t), [lang, data, t]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void import('../../../../domain/search/search-targets').then(({ homeSearchTarget }) => {
      const target = homeSearchTarget(text, city);
      if ('url' in target) navigate(target.url);
      else onSearch(target);
    });
  };

  return (
    // Before the app or without it a GET form (decisions 208 and 221): the server reads the words and
    // the place as homeSearchTarget does and sends the browser to the search's page.
    <form
      role="search"
      action={SEARCH_FORM_PATH}
      onSubmit={submit}
      className="flex flex-col gap-2 sm:flex-row"
    >
      <div className="sm:w-52">
        <label htmlFor="home-location" className="sr-only">
          {t('search.location')}
        </label>
        <select
          id="home-location"
          name="location"
          // As the listing's sort: Back must show the city of the address, not the one left.
          autoComplete="off"
          value={city}
          onChange={(e) => {
            setChosen([location, e.target.value]);
            onLocation(e.target.value);
          }}
          className="h-12 w-full rounded-lg border border-muted/70 bg-white px-3 text-base text-ink focus:border-brand-600"
        >
          <option value="">{t('search.allPakistan')}</option>
          {location && !locations.includes(location) && <option value={location}>{t(location)}</option>}
          {locations.map((l) => (
            <option key={l} value={l}>
              {t(l)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-1 gap-2">
        <SearchCombobox
          id="home-search"
          label={t('search.label')}
          value={text}
          onValueChange={setText}
          onChoose={(s) => navigate(suggestionUrl(s))}
          placeholder={t('search.homePlaceholder')}
        />
        <button
          type="submit"
          className="h-12 shrink-0 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
