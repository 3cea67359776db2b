// The form headings' words in the page's language (formTitle's TitleWords).
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { TitleWords } from '../lib/post-target';

export function useTitleWords(): TitleWords {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      edit: t('sell.editTitle'),
      ad: t('sell.postYourAd'),
      named: (brand: string, model: string) => t('sell.postYour', { brand, model }),
      form: t,
    }),
    [t],
  );
}
