// The parts a reported chat and a reported review share in /admin: their people, the list of their open
// reports (who reported, when, why) and the moderator's reason box.
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
