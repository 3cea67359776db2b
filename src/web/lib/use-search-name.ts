// A saved search's name in the page's language. Its own module: only the pages that show saved
// searches load the name's wording (src/domain/format/search-name-words.ts).
import { useCallback } from 'react';
import { wordSearchName, type SearchNamePart } from '../../domain/format/search-name-words';
import { useLang } from './use-lang';
import { useTranslation } from './translation';

/**
 * A saved search's name in the page's language: its parts worded while it is the suggested name, the
 * person's own words once they renamed it.
 */
export function useSearchName(): (name: string, parts?: readonly SearchNamePart[]) => string {
  const lang = useLang();
  const { t } = useTranslation();
  return useCallback(
    (name: string, parts?: readonly SearchNamePart[]) =>
      parts && lang !== 'en' ? wordSearchName(parts, lang, (word) => t(word)) : name,
    [lang, t],
  );
}
