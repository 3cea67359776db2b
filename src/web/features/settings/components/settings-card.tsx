import { useId, type ReactNode } from 'react';

export function SettingsCard({
  title,
  note,
  tone = 'plain',
  children,
}: {
  title: string;
  note?: ReactNode;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  // useId, not the title: Urdu titles have no ASCII letters to build an id from.
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${tone === 'danger' ? 'border-red-200' : 'border-line'}`}
    >
      <h2 id={id} className={`text-lg font-bold ${tone === 'danger' ? 'text-red-800' : ''}`}>
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-muted">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
