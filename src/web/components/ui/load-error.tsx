import { useTranslation } from '../../lib/translation';
// What a page shows when its data could not load: what happened, in words, and a way to try again.
// Lost connections are common on mobile data, so every page offers the same retry.
export function LoadError({
  title,
  message,
  onRetry,
  className = 'mx-auto max-w-md px-4 py-16 text-center',
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={className}>
      {title && <h1 className="text-xl font-bold">{title}</h1>}
      <p className={title ? 'mt-2 text-muted' : 'text-muted'}>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
