// 'Invalid Category' and 'Invalid Brand or Category' (docs/product.md §2, §8), with a way out.
import { Link } from 'react-router';
import { CompassIcon } from '../../../components/ui/icons/compass';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/translation';

export function InvalidState({
  title,
  text,
  to = '/',
  linkLabel,
}: {
  title: string;
  text: string;
  to?: string;
  linkLabel?: string;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <CompassIcon size={48} className="text-brand-600" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <Link
        to={to}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {linkLabel ?? t('sell.backHome')}
      </Link>
    </section>
  );
}
