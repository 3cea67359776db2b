// Call and WhatsApp, shown once a number is revealed (SPEC §2 "Ad card", §7 "Contact links").
import { telHref, whatsappHref } from '../../../domain/format';
import { useTranslation } from 'react-i18next';

export function ContactActions({ phone, size = 'md' }: { phone: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const base =
    'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg font-semibold ' +
    (size === 'sm' ? 'px-2 text-sm' : 'px-4 text-base');
  return (
    <div className="grid grid-cols-2 gap-2">
      <a href={telHref(phone)} className={`${base} bg-brand-700 text-white hover:bg-brand-800`}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
        </svg>
        {t('card.call')}
      </a>
      <a
        href={whatsappHref(phone)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${base} border border-[#1a7f43] text-[#146c38] hover:bg-[#eaf7ef]`}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7a11 11 0 0 1-4.4-3.9c-.3-.5-1-1.5-1-2.8 0-1.3.7-2 1-2.3.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.6 2 1.1 1 2 1.3 2.3 1.4.3.1.4.1.6-.1l.8-1c.2-.3.4-.2.6-.1l1.8.9c.3.1.4.2.5.3.1.2.1.7-.1 1.3z" />
        </svg>
        {t('card.whatsapp')}
      </a>
    </div>
  );
}
