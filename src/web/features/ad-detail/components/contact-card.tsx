// The seller's contact on the ad page: asterisks until revealed, then a tel: link; Call and WhatsApp
// are there from the start and reveal the number first (one reveal, shared with the card's).
// The number comes only from POST /api/ads/:id/contact (ARCHITECTURE.md §5).
import type { AdDetail } from '../../../../domain/api';
import { MASKED_PHONE, telHref } from '../../../../domain/format';
import { ContactActions } from '../../../components/contact/contact-actions';
import { useRevealContact } from '../../../components/contact/use-reveal-contact';
import { Spinner } from '../../../components/ui/spinner';
import { ChatWithSeller } from '../../../components/chat/chat-with-seller';

const memberSince = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : // Pakistan's time zone on the server and on every phone, so the month drawn by
      // the server is the one the browser hydrates (a UTC server and a PKT phone differ at midnight).
      new Intl.DateTimeFormat('en-PK', { month: 'long', year: 'numeric', timeZone: 'Asia/Karachi' }).format(
        date,
      );
};

export function ContactCard({ ad }: { ad: AdDetail }) {
  const contact = useRevealContact(ad.id);
  const { phone } = contact;
  const initial = (ad.seller.name.trim()[0] ?? '?').toUpperCase();
  return (
    <section aria-labelledby="contact-title" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="contact-title" className="text-lg font-bold">
        Contact Seller
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid h-11 w-11 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
        >
          {initial}
        </span>
        <div>
          <p className="font-semibold">{ad.seller.name}</p>
          <p className="text-sm text-muted">Member since {memberSince(ad.seller.memberSince)}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2">
        {!ad.hasPhone || (contact.isRevealed && !phone) ? (
          <p className="rounded-lg bg-canvas px-3 py-3 text-center text-muted">Not available</p>
        ) : phone ? (
          <>
            <a
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
              <span aria-hidden="true">{MASKED_PHONE}</span>
              <span className="sr-only">Phone number hidden</span>
            </p>
            <button
              type="button"
              onClick={() => void contact.reveal()}
              disabled={contact.isPending}
              className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-50 px-4 font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-70"
            >
              {contact.isPending && <Spinner label="Revealing number" className="h-4 w-4" />}
              Show phone number
            </button>
            <ContactActions contact={contact} />
          </>
        )}
        {!ad.isOwner && <ChatWithSeller adId={ad.id} className="min-h-12 text-base" />}
      </div>
    </section>
  );
}
