// The report dialog, fetched when someone opens it: its form rules (zod) weigh 25 kB gzipped, which
// every card and ad page would otherwise load up front (the first-load budgets of scripts/bench/js-budgets.ts).
import { lazy, Suspense, type ComponentProps } from 'react';
import type * as ReportDialogModule from './report-dialog';
import type { ReportDialog as Dialog } from './report-dialog';

let loading: Promise<typeof ReportDialogModule> | undefined;
let loaded = false;

/** Fetches the dialog's chunk, once; asked again after a failure (a dropped line, a page being left). */
export function loadReportDialog(): Promise<typeof ReportDialogModule> {
  loading ??= import('./report-dialog').then(
    (module) => {
      loaded = true;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the dialog can open at the tap, with no chunk to wait for (decision 224). */
export function reportDialogLoaded(): boolean {
  return loaded;
}

const ReportDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));

export function LazyReportDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
