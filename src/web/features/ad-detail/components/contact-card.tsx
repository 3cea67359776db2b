// The seller's contact on the ad page: asterisks until revealed, then a tel: link; Call and WhatsApp
// are there from the start and reveal the number first (one reveal, shared with the card's).
// The number comes only from POST /api/ads/:id/contact (docs/architecture.md §5); 'Verified' says only
// that the seller proved it by SMS (decision 186), so it shows before the reveal.
import { Link } from 'react-router';
import type { AdDetail } from '../../../../domain/api';
import { sellerPath } from '../../../../domain/categories';
import { MASKED_PHONE, monthYear, telHref } from '../../../../domain/format';
import { ContactActions } from '../../../components/contact/contact-actions';
import { useRevealContact } from '../../../lib/api/ad-contact';
import { Spinner } from '../../../components/ui/spinner';
import { VerifiedBadge } from '../../../components/phones/verified-badge';
import { ChatWithSeller } from '../../../components/chat/chat-with-seller';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

export function ContactCard({ ad }: { ad: AdDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const contact = useRevealContact(ad.id);
  const { phone } = contact;
  const initial = (ad.seller.name.trim()[0] ?? '?').toUpperCase();
  return (
    <section aria-labelledby="contact-title" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="contact-title" className="text-lg font-bold">
        {t('ad.contactSeller')}
      </h2>
      {/* The seller's block leads to their page (decision 185): who they are, their other ads. */}
      <Link
        to={sellerPath(ad.seller.id)}
        className="group mt-3 -mx-2 flex items-center gap-3 rounded-xl px-2 py-1 hover:bg-canvas"
      >
        <span
          aria-hidden="true"
          className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
        >
          {initial}
        </span>
        <span className="min-w-0">
          <span dir="auto" className="block truncate font-semibold text-brand-800 group-hover:underline">
            {ad.seller.name}
          </span>
          <span className="block text-sm text-muted">
            {t('ad.memberSince', { date: monthYear(ad.seller.memberSince, lang) })}
          </span>
          <span className="block text-sm font-semibold text-brand-700">{t('seller.sellerPage')} ›</span>
        </span>
      </Link>
      <div className="mt-4 flex flex-col gap-2">
        {ad.hasPhone && ad.phoneVerified && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <VerifiedBadge />
            <span>{t('ad.verifiedNumber')}</span>
          </p>
        )}
        {!ad.hasPhone || (contact.isRevealed && !phone) ? (
          <p className="rounded-lg bg-canvas px-3 py-3 text-center text-muted">{t('ad.notAvailable')}</p>
        ) : phone ? (
          <>
            <a
              dir="ltr"
              href={telHref(phone)}
              className="rounded-lg bg-canvas px-3 py-2 text-center text-xl font-bold tracking-wide text-brand-800 underline-offset-4 hover:underline"
            >
              {phone}
            </a>
            <ContactActions contact={contact} />
          </>
        ) : (
          <>
            <p className="rounded-lg bg-canvas px-3 py-2 text-center text-xl font-bold tracking-widest text-ink">
              <span aria-hidden="true" dir="ltr">
                {MASKED_PHONE}
              </span>
              <span className="sr-only">{t('ad.phoneHidden')}</span>
            </p>
            <button
              type="button"
              onClick={() => void contact.reveal()}
              disabled={contact.isPending}
              className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-50 px-4 font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-70"
            >
              {contact.isPending && <Spinner label={t('ad.revealing')} className="h-4 w-4" />}
              {t('ad.showPhone')}
            </button>
            <ContactActions contact={contact} />
          </>
        )}
        {!ad.isOwner && <ChatWithSeller adId={ad.id} className="min-h-12 text-base" />}
      </div>
    </section>
  );
}
