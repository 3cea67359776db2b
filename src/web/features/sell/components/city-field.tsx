// The ad's city (and a car's registration city): a box that filters the long city list as people
// type, in English or in the page's language (an ARIA 1.2 combobox with a listbox, WAI-ARIA APG's
// "list autocomplete"). What is kept is the English name; a name that is no city of the list stays
// as typed, so the schema refuses it with its own message ('Choose a city from the list').
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CITIES } from '../../../../domain/categories';
import type { FieldDef } from '../../../../domain/fields';
import { TEXT_FIELD_MAX_LENGTH } from '../../../../domain/limits';
import type { AdFormValues } from '../lib/form-values';
import { useField } from '../hooks/use-field';
import { chevron } from './choice-fields';
import { FieldShell, inputClass } from './field-shell';
import { useTranslation } from '../../../lib/translation';

const fold = (s: string) => s.trim().toLowerCase();

/** The cities whose name (English or translated) holds the typed text, those that start with it first. */
export function filterCities(
  cities: readonly string[],
  typed: string,
  translate: (city: string) => string,
): string[] {
  const q = fold(typed);
  if (!q) return [...cities];
  const starts: string[] = [];
  const holds: string[] = [];
  for (const city of cities) {
    const names = [fold(city), fold(translate(city))];
    if (names.some((n) => n.startsWith(q) || n.includes(` ${q}`))) starts.push(city);
    else if (names.some((n) => n.includes(q))) holds.push(city);
  }
  return [...starts, ...holds];
}

/** The city a typed name is, in either language, case and spaces aside. */
export function cityNamed(
  cities: readonly string[],
  typed: string,
  translate: (city: string) => string,
): string | undefined {
  const q = fold(typed);
  return q ? cities.find((c) => fold(c) === q || fold(translate(c)) === q) : undefined;
}

export function CityField({ field }: { field: FieldDef }) {
  const f = useField(field.name);
  const { t } = useTranslation();
  const cities = field.options ?? CITIES;
  const { control, clearErrors, setValue } = useFormContext<AdFormValues>();
  // The value is set here, never read from the input (react-hook-form's own handlers would): the
  // box's text may be the city's name in Urdu, or half typed. After a submit the form focuses the
  // first control marked invalid, this one included.
  const current = (useWatch({ control, name: f.path }) as string | undefined) ?? '';
  const set = (city: string) => {
    setValue(f.path, city, { shouldDirty: true });
    clearErrors(f.path);
  };
  const shown = cities.includes(current) ? t(current) : current;
  // While the box has focus it shows what is typed; otherwise the chosen city in the page's language.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const matches = open ? filterCities(cities, typed ?? '', t) : [];

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on listId, which never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const choose = (city: string) => {
    set(city);
    setTyped(t(city));
    setOpen(false);
    setActive(-1);
  };

  // Enter takes the option moved to, else the first match of what was typed ('Lah' + Enter: Lahore),
  // as a search box does; with nothing typed it takes nothing.
  const pick = matches[active] ?? (fold(typed ?? '') ? matches[0] : undefined);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(matches.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open && pick) {
      event.preventDefault(); // a choice, not a submit
      choose(pick);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FieldShell {...f} label={field.label} optional={field.optional}>
      <div className="relative">
        <input
          name={f.path}
          {...f.aria}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={TEXT_FIELD_MAX_LENGTH}
          placeholder={t('sell.typeCity')}
          value={typed ?? shown}
          onFocus={() => {
            setTyped(shown);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            setOpen(true);
            setActive(-1);
            set(cityNamed(cities, text, t) ?? text.trim());
          }}
          onBlur={() => {
            setTyped(null);
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className={`${inputClass} bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pe-10 rtl:bg-[left_0.75rem_center]`}
          style={chevron}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('sell.cityList')}
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
        >
          {matches.map((city, i) => (
            <li
              key={city}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Keeps the focus in the box, so choosing does not blur (and close) it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
              className={`flex min-h-11 cursor-pointer items-center px-3 text-base ${i === active ? 'bg-brand-50 text-brand-800' : 'text-ink'} ${city === current ? 'font-semibold' : ''}`}
            >
              {t(city)}
            </li>
          ))}
          {open && matches.length === 0 && (
            <li role="presentation" className="px-3 py-2 text-sm text-muted">
              {t('sell.noCity', { typed: typed ?? '' })}
            </li>
          )}
        </ul>
      </div>
    </FieldShell>
  );
}
