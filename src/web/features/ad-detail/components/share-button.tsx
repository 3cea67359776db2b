// Share (docs/product.md §7): the phone's share sheet where the browser has one; else a small menu with
// 'Copy link' and 'WhatsApp'. The address shared is the ad's own (/{section}/{id}), whose Open Graph
// tags draw the preview in WhatsApp (src/server/ads/head-tags.ts), whatever the address bar holds.
import { useId, useState } from 'react';
import { adPath, type CategoryKey } from '../../../../domain/categories';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';

const item = 'flex min-h-11 w-full items-center px-4 text-start font-semibold text-ink hover:bg-brand-50';

export function ShareButton({ ad }: { ad: { id: string; category: CategoryKey; title: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const url = () => `${window.location.origin}${adPath(ad.category, ad.id)}`;
  const share = async () => {
    if (typeof navigator.share !== 'function') return setOpen(!open);
    try {
      await navigator.share({ title: ad.title, text: ad.title, url: url() });
    } catch {
      // Closing the share sheet is not an error worth telling anyone about.
    }
  };
  const copy = async () => {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(url());
      toast.success(t('ad.linkCopied'));
    } catch {
      toast.error(t('ad.copyFailed'));
    }
  };
  return (
    <div className="relative" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        onClick={share}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
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
      {open && (
        <div
          id={menuId}
          className="absolute start-0 top-full z-20 mt-1 w-48 overflow-hidden rounded-lg border border-line bg-white py-1 shadow-lg"
        >
          <button type="button" onClick={copy} className={item}>
            {t('adPage.copyLink')}
          </button>
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${ad.title}\n${url()}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
            className={item}
          >
            {t('adPage.whatsApp')}
          </a>
        </div>
      )}
    </div>
  );
}
