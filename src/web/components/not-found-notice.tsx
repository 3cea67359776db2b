// The notice of a page whose thing is not there (an ad, a seller, a conversation, an ad to edit): its
// heading and words, and the way back (to the newest ads unless the page names another). One block, so
// every such page looks and reads alike.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTranslation } from '../lib/translation';

export function NotFoundNotice({
  title,
  heading,
  text,
  icon,
  back,
}: {
  /** The document title, when the page does not set its own. */
  title?: string;
  heading: string;
  text: string;
  /** Drawn above the heading. */
  icon?: ReactNode;
  /** Where the button leads, and its words: the newest ads unless given. */
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      {icon}
      <h1 className={`${icon ? 'mt-4 ' : ''}text-2xl font-extrabold`}>{heading}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <Link
        to={back?.to ?? '/'}
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {back?.label ?? t('ad.browseNewest')}
      </Link>
    </section>
  );
}
