// The parts the lists of /admin's queue share: each list's frame (heading, 'nothing here'), and for a
// reported chat and a reported review their people, their open reports (who, when, why) and the
// moderator's reason box.
import { Fragment, type ReactNode } from 'react';
import type { ConversationPerson } from '../../../../domain/moderation-api';
import { useTranslation } from '../../../lib/translation';
import { useFormat } from '../../../lib/use-lang';

/** A person of the report, named by `label` ('Buyer: Bilal'), and whether they are banned or share a number. */
export function PersonLine({ label, person }: { label: string; person: ConversationPerson }) {
  const { t } = useTranslation();
  return (
    <span>
      {label} {person.banned && <span className="text-red-800">{t('admin.banned')}</span>}
      {person.sharesNumberWith > 0 && (
        <span className="text-amber-900">
          {' '}
          · {t('admin.sharesNumber', { count: person.sharesNumberWith })}
        </span>
      )}
    </span>
  );
}

export interface ReportLine {
  key: string;
  /** Who reported, in the page's words ('The buyer reported the seller'). */
  by: string;
  createdAt: string;
  reason: string;
}

export function ReportList({ reports }: { reports: ReportLine[] }) {
  const { t } = useTranslation();
  const { timeAgo } = useFormat();
  return (
    <ul
      className="mt-2 divide-y divide-line text-sm"
      aria-label={t('admin.reportsOf', { count: reports.length })}
    >
      {reports.map((r) => (
        <li key={r.key} className="py-1.5">
          <span className="font-semibold">{r.by}</span>{' '}
          <span className="text-xs text-muted">· {timeAgo(r.createdAt)}</span>
          <span className="block text-ink" dir="auto">
            {r.reason ? `“${r.reason}”` : <span className="text-muted">{t('admin.noReasonGiven')}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ReasonBox({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 w-full rounded-lg border border-line p-3 text-base"
      />
    </>
  );
}

/** One list of /admin's queue: its heading, what it says when empty, else each item (an <li>). */
export function QueueSection<T extends { id: string }>({
  id,
  title,
  nothing,
  items,
  children,
}: {
  id: string;
  title: string;
  nothing: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-line bg-white p-6 text-center text-muted">{nothing}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {items.map((item) => (
            <Fragment key={item.id}>{children(item)}</Fragment>
          ))}
        </ul>
      )}
    </section>
  );
}
