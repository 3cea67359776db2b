// The empty state of a person's lists (My Ads, saved ads, saved searches, notifications): what is
// missing, what to do next, and the step itself as children (docs/architecture.md §7: every empty state says
// what to do next).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { IconComponent } from './icon';

export function EmptyCard({
  icon: Glyph,
  title,
  text,
  className = '',
  children,
}: {
  icon: IconComponent;
  title: string;
  text: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`rounded-2xl border border-line bg-white px-4 py-12 text-center shadow-sm ${className}`}>
      <Glyph size={48} className="mx-auto text-brand-600" />
      <p className="mt-4 text-lg font-semibold text-ink">{title}</p>
      <p className="mt-1 text-muted">{text}</p>
      {children}
    </div>
  );
}

/** The next step of an empty state, as a link. */
export function EmptyCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
    >
      {children}
    </Link>
  );
}
