// The card's contact block (docs/product.md §2 "Ad card"). Signed in: reveal toggle, Call and WhatsApp (visible
// from the start; either reveals the number), View Full Details. Signed out: a prompt to
// sign in. It sits above the card's stretched link (z-10).
import { useState } from 'react';
import { ListLink } from '../list-link';
import { useLoginPrompt } from '../../lib/session';
import { useRevealContact } from '../../lib/api/ad-contact';
import { ContactActions } from '../contact/contact-actions';
import { Spinner } from '../ui/spinner';
import { ChatWithSeller } from '../chat/chat-with-seller';
import { useTranslation } from '../../lib/translation';

export function CardContact({
  adId,
  detailPath,
  signedIn,
}: {
  adId: string;
  detailPath: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const login = useLoginPrompt();
  if (!signedIn) {
    return (
      <div className="relative z-10 mt-auto flex flex-col gap-2 border-t border-line p-3">
        <p className="text-sm text-muted">{t('card.signInToContact')}</p>
        {/* The server's sign-in popover before the app and without it (decision 213). */}
        <button
          type="button"
          popoverTarget="sign-in"
          onClick={(event) => {
            event.preventDefault();
            login.open();
          }}
          className="min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('card.signIn')}
        </button>
        <ChatWithSeller adId={adId} />
      </div>
    );
  }
  return <SignedInContact adId={adId} detailPath={detailPath} />;
}

function SignedInContact({ adId, detailPath }: { adId: string; detailPath: string }) {
  const { t } = useTranslation();
  const contact = useRevealContact(adId);
  // Once revealed (by this toggle, Call or WhatsApp) the number shows until the toggle hides it.
  const [hidden, setHidden] = useState(false);
  const revealed = contact.isRevealed && !hidden;
  const toggle = () => {
    setHidden(revealed);
    if (!contact.isRevealed) void contact.reveal();
  };
  return (
    <div className="relative z-10 mt-auto flex flex-col gap-2 border-t border-line p-3">
      <p className="text-xs font-bold tracking-wide text-muted uppercase">{t('card.contactSeller')}</p>
      <button
        type="button"
        aria-pressed={revealed}
        onClick={toggle}
        disabled={contact.isPending}
        className="flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-50 px-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-70"
      >
        {contact.isPending ? (
          <Spinner label={t('card.revealing')} className="h-4 w-4" />
        ) : revealed ? (
          (contact.phone && <span dir="ltr">{contact.phone}</span>) || t('card.notAvailable')
        ) : (
          t('card.reveal')
        )}
      </button>
      <ContactActions contact={contact} size="sm" />
      <ChatWithSeller adId={adId} />
      <ListLink
        to={detailPath}
        className="flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('card.viewDetails')}
      </ListLink>
    </div>
  );
}
