// Below the desktop breakpoint the filter panel opens in the shared dialog, which is a bottom sheet on
// phones (docs/architecture.md §7): focus kept inside, Escape and the backdrop close it. Its 'Show N'
// applies what is typed in the boxes too (decision 152); closing it otherwise leaves them unapplied.
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/translation';

export function FilterSheet({
  onClose,
  onDone,
  doneLabel,
  children,
}: {
  onClose(): void;
  onDone(): void;
  doneLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('listing.filters')} closeLabel={t('filters.close')}>
      {children}
      <div className="sticky bottom-0 -mx-5 mt-5 border-t border-line bg-white px-5 py-3 sm:static sm:mx-0 sm:border-0 sm:px-0">
        <button
          type="button"
          onClick={onDone}
          className="min-h-12 w-full rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800"
        >
          {doneLabel}
        </button>
      </div>
    </Dialog>
  );
}
