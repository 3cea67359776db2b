// Share (docs/product.md §7): the device's share sheet where there is one, else copy the link and say so.
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';

export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet is not an error worth telling anyone about.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('ad.linkCopied'));
    } catch {
      toast.error(t('ad.copyFailed'));
    }
  };
  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 font-semibold text-ink hover:border-brand-600"
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {t('ad.share')}
    </button>
  );
}
