// The search input with its suggestion list, in the ARIA combobox pattern: arrows move through the
// suggestions, Enter chooses the highlighted one (or submits the form when none is), Escape closes.
// Used by the layout's search bar and by the home page's search (docs/product.md §4 "Suggestions").
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '../../../domain/api';
import { CATEGORIES, getCategory } from '../../../domain/categories';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '../../../domain/limits';
import { toQuery } from '../../lib/api/client';
import { useDebouncedValue } from './use-debounced-value';
import { useSuggestions } from '../../lib/api/suggestions';
import { useFormat } from '../../lib/use-lang';
import { useTranslation } from '../../lib/translation';

interface Props {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  onChoose(suggestion: Suggestion): void;
  placeholder?: string;
}

export function SearchCombobox({ id, label, value, onValueChange, onChoose, placeholder }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = settled.length >= SUGGESTION_MIN_CHARS && value.trim().length >= SUGGESTION_MIN_CHARS;
  const { data } = useSuggestions(settled, enabled);
  const items = open && enabled ? (data?.items ?? []) : [];
  const expanded = items.length > 0;
  const listId = `${id}-suggestions`;
  // What boot.js needs to draw the suggestions itself before the app has come (decision 223): the
  // list's name and, for each category, where its suggestions lead, its name and 'in {category}', in
  // the page's language.
  const early = useMemo(
    () =>
      JSON.stringify({
        label: t('search.suggestions'),
        to: Object.fromEntries(
          CATEGORIES.map((c) => [
            c.key,
            [c.listingPath, t(c.name), t('search.inCategory', { category: t(c.name) })],
          ]),
        ),
      }),
    [t],
  );
  const optionId = (i: number) => `${id}-suggestion-${i}`;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-suggestion-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const choose = (s: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onChoose(s);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!items.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + items.length) % items.length);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(items[active]!);
    } else if (e.key === 'Escape') {
      // Closed for these words even when their suggestions have not come yet: the list that showed may
      // have been boot.js's (decision 223), and this one must not open after the person closed it.
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        // Both boxes are GET forms that search `q` where the app has not come (decision 208).
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        data-bs-suggest={early}
        value={value}
        placeholder={placeholder}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-12 w-full rounded-lg border border-muted/70 bg-white pe-3 ps-10 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0"
      />
      <svg
        className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-muted"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {items.map((s, i) => (
          <li
            key={`${s.category}-${s.label}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input keeps focus, so the list is still there to be clicked.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            onMouseMove={() => setActive(i)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-sm ${
              i === active ? 'bg-brand-50 text-brand-800' : 'text-ink'
            }`}
          >
            {/* 'Toyota Corolla · 12': how many active ads it leads to. */}
            <span className="truncate font-medium">
              {/* A category's own suggestion (no words) is a domain text; brands and models are names. */}
              {Object.keys(s.params).length ? s.label : t(s.label)}
              <span className="font-normal text-muted"> · {format.number(s.count)}</span>
            </span>
            <span className="shrink-0 text-xs text-muted">
              {t('search.inCategory', { category: t(getCategory(s.category).name) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where a chosen suggestion goes: the category page, filtered by the brand or model (docs/product.md
 * §4), whose total is the suggestion's count (decision 151).
 */
export function suggestionUrl(s: Suggestion): string {
  return getCategory(s.category).listingPath + toQuery(s.params);
}
