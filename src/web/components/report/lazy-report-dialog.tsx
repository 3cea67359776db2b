// The report dialog, fetched when someone opens it: its form rules (zod) weigh 25 kB gzipped, which
// every card and ad page would otherwise load up front (the first-load budgets of scripts/bench/js-budgets.ts).
import { lazy, Suspense, type ComponentProps } from 'react';
import type { ReportDialog as Dialog } from './report-dialog';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export function LazyReportDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
