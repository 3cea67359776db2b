// Call and WhatsApp (docs/product.md §2 "Ad card", §7 "Contact links"), shown from the start beside the reveal
//. Before the number is known they are buttons that reveal it (once, shared with the
// reveal toggle) and then open `tel:` or wa.me; afterwards they are plain links to the number.
import type { ReactNode } from 'react';
import { telHref, whatsappHref } from '../../../domain/format';
import { useTranslation } from '../../lib/translation';
import type { RevealedContact } from '../../lib/api/ad-contact';

const CALL_ICON = (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
  </svg>
);
const WHATSAPP_ICON = (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7a11 11 0 0 1-4.4-3.9c-.3-.5-1-1.5-1-2.8 0-1.3.7-2 1-2.3.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.6 2 1.1 1 2 1.3 2.3 1.4.3.1.4.1.6-.1l.8-1c.2-.3.4-.2.6-.1l1.8.9c.3.1.4.2.5.3.1.2.1.7-.1 1.3z" />
  </svg>
);

/** Opens WhatsApp in a new tab; where a popup is refused (no tap left to spend), in this one. */
function openWhatsApp(href: string): void {
  // Not the 'noopener' feature: with it window.open answers null even when the tab opened.
  const tab = window.open(href, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(href);
}

export function ContactActions({ contact, size = 'md' }: { contact: RevealedContact; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  // On a phone's half-width card 'WhatsApp' beside its icon does not fit: the icon goes above.
  const base =
    'inline-flex min-h-11 items-center justify-center rounded-lg font-semibold disabled:opacity-70 ' +
    (size === 'sm'
      ? 'flex-col gap-0.5 px-1 py-1 text-xs sm:flex-row sm:gap-1.5 sm:px-2 sm:text-sm'
      : 'gap-1.5 px-4 text-base');
  const call = `${base} bg-brand-700 text-white hover:bg-brand-800`;
  const whatsapp = `${base} border border-[#1a7f43] text-[#146c38] hover:bg-[#eaf7ef]`;
  const { phone } = contact;
  if (phone)
    return (
      <Pair>
        <a href={telHref(phone)} className={call}>
          {CALL_ICON}
          {t('card.call')}
        </a>
        <a href={whatsappHref(phone)} target="_blank" rel="noopener noreferrer" className={whatsapp}>
          {WHATSAPP_ICON}
          {t('card.whatsapp')}
        </a>
      </Pair>
    );
  // Revealed and the seller left no number: nothing to call (the reveal says 'Not available').
  if (contact.isRevealed) return null;
  const then = (open: (number: string) => void) => async () => {
    const number = (await contact.reveal())?.phone;
    if (number) open(number);
  };
  return (
    <Pair>
      <button
        type="button"
        onClick={then((n) => window.location.assign(telHref(n)))}
        disabled={contact.isPending}
        className={call}
      >
        {CALL_ICON}
        {t('card.call')}
      </button>
      <button
        type="button"
        onClick={then((n) => openWhatsApp(whatsappHref(n)))}
        disabled={contact.isPending}
        className={whatsapp}
      >
        {WHATSAPP_ICON}
        {t('card.whatsapp')}
      </button>
    </Pair>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-2">{children}</div>;
}
