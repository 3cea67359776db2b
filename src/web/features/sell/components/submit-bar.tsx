import { useTranslation } from '../../../lib/translation';
// The submit button, kept in reach at the bottom of a phone screen. Disabled while photos upload or the
// ad is being saved: it then reads 'Uploading...' (docs/product.md §2).
export function SubmitBar({ busy, label, errorCount }: { busy: boolean; label: string; errorCount: number }) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border sm:p-4 sm:shadow-sm">
      {errorCount > 0 && (
        <p className="mb-2 text-sm font-medium text-red-700">{t('sell.fieldsNeed', { count: errorCount })}</p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-bold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60 sm:ms-auto sm:w-auto sm:min-w-64"
      >
        {busy ? t('sell.uploading') : label}
      </button>
    </div>
  );
}
