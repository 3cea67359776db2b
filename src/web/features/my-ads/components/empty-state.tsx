// No ads yet: say so, and offer the first step of posting (SPEC §2 "My Ads" empty text).
import { useState } from 'react';
import { Link } from 'react-router';
import { CATEGORIES, postPath } from '../../../../domain/categories';

export function EmptyState() {
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="rounded-2xl border border-line bg-white px-4 py-12 text-center shadow-sm">
      <span aria-hidden="true" className="text-5xl">
        🏷️
      </span>
      <p className="mt-4 text-lg font-semibold text-ink">You haven't posted any ads yet.</p>
      <p className="mt-1 text-muted">Sell something you no longer need: it takes about two minutes.</p>
      {!choosing ? (
        <button
          type="button"
          onClick={() => setChoosing(true)}
          className="mt-6 min-h-12 rounded-full bg-sell px-6 font-bold text-ink shadow-sm ring-2 ring-sell-dark/40 hover:bg-sell-dark"
        >
          Post your first ad
        </button>
      ) : (
        <nav aria-label="Choose a category" className="mx-auto mt-6 max-w-2xl">
          <h2 className="mb-3 font-semibold text-ink">What are you selling?</h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {CATEGORIES.map((c) => (
              <li key={c.key}>
                <Link
                  to={postPath(c.key)}
                  className="flex min-h-12 items-center gap-2 rounded-lg border border-line px-3 text-left text-sm font-medium hover:border-brand-600 hover:bg-brand-50"
                >
                  <span aria-hidden="true">{c.icon}</span>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
