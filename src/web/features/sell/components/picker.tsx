// The brand and model pickers' shared page (docs/product.md §2): heading, a back button, tiles, the OTHER tile,
// a filter box when the list is long, and a contact button for a missing brand or model.
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { ChatIcon } from '../../../components/ui/icons/chat';
import { PICKER_FILTER_THRESHOLD } from '../../../../domain/limits';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/translation';

export interface PickerItem {
  key: string;
  label: string;
  to: string;
  hint?: string;
}

export function Picker({
  title,
  kind,
  eyebrow,
  intro,
  back,
  items,
  other,
  filterLabel,
  contact,
  avatars,
}: {
  title: string;
  /** What is being chosen, under the heading ('Property type'), when the heading does not say. */
  kind?: string;
  eyebrow: ReactNode;
  intro: string;
  back: { label: string; onClick(): void };
  items: readonly PickerItem[];
  other: { to: string; hint: string };
  filterLabel: string;
  contact: { label: string; message: string };
  /** Brand tiles carry an initial; model tiles are plain. */
  avatars?: boolean;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const shown = wanted ? items.filter((i) => i.label.toLowerCase().includes(wanted)) : items;
  return (
    <section className="mx-auto max-w-3xl px-4 pt-4 pb-12">
      <button
        type="button"
        onClick={back.onClick}
        className="-ms-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {back.label}
      </button>
      <div className="mt-2 text-sm font-medium text-muted">{eyebrow}</div>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {kind && <p className="mt-1 text-lg font-semibold text-brand-700">{kind}</p>}
      <p className="mt-1 text-muted">{intro}</p>
      {items.length > PICKER_FILTER_THRESHOLD && (
        <div className="mt-5">
          <label htmlFor={filterId} className="sr-only">
            {filterLabel}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={filterLabel}
            autoComplete="off"
            className="block min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base shadow-sm placeholder:text-muted/70 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none"
          />
        </div>
      )}
      {/* At most three columns: four squeezed 'Apartments' into 'Apartment s' on desktop. */}
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shown.map((item) => (
          <li key={item.key}>
            <Tile to={item.to} label={item.label} hint={item.hint} avatar={avatars} />
          </li>
        ))}
        <li>
          <Tile to={other.to} label={t('sell.other')} hint={other.hint} dashed />
        </li>
      </ul>
      {shown.length === 0 && (
        <p className="mt-4 text-sm text-muted" role="status">
          {t('sell.nothingMatches', { filter: filter.trim() })}
        </p>
      )}
      <div className="mt-10 flex flex-col items-start gap-3 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('sell.cantFind')}</p>
        <button
          type="button"
          onClick={() =>
            toast(contact.message, {
              id: 'picker-contact',
              duration: 8000,
              icon: <ChatIcon size={20} className="shrink-0 text-brand-700" />,
            })
          }
          className="min-h-11 rounded-lg border border-brand-700 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {contact.label}
        </button>
      </div>
    </section>
  );
}

function Tile({
  to,
  label,
  hint,
  avatar,
  dashed,
}: {
  to: string;
  label: string;
  hint?: string;
  avatar?: boolean;
  dashed?: boolean;
}) {
  const hintId = useId();
  return (
    <Link
      to={to}
      aria-label={label}
      aria-describedby={hint ? hintId : undefined}
      className={`flex h-full min-h-16 items-center gap-3 rounded-xl border bg-white p-3 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md ${
        dashed ? 'border-dashed border-muted/50' : 'border-line'
      }`}
    >
      {(avatar || dashed) && (
        <span
          aria-hidden="true"
          // No initial on phones: its width made 'Farmhouses' break mid-word in two columns.
          className={`${dashed ? 'grid' : 'hidden sm:grid'} h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-base font-extrabold text-brand-700`}
        >
          {dashed ? '+' : label.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold break-words text-ink sm:text-base">{label}</span>
        {hint && (
          <span id={hintId} className="text-xs text-muted">
            {hint}
          </span>
        )}
      </span>
    </Link>
  );
}
