// 'Showing results for corolla': when search corrected a misspelt word, the page says what
// it searched for and offers the text exactly as typed.
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';

export function CorrectedNotice({
  correctedText,
  typed,
  exactHref,
}: {
  correctedText: string;
  typed: string;
  exactHref: string;
}) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-ink">
      {t('corrected.showingFor')} <strong className="font-semibold">{correctedText}</strong>.{' '}
      <Link
        to={exactHref}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t('corrected.instead', { typed })}
      </Link>
    </p>
  );
}
