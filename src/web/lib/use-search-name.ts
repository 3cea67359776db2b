// A saved search's name in the page's language. Its own module: only the pages that show saved
// searches load the name's wording (src/domain/format/search-name-words.ts).
import { useCallback } from 'react';
import { wordSearchName, type SearchNamePart } from '../../domain/format/search-name-words';
import { useDomainText, useLang } from './use-lang';

/**
 * A saved search's name in the page's language: its parts worded while it is the suggested name, the
 * person's own words once they renamed it.
 */
export function useSearchName(): (name: string, parts?: readonly SearchNamePart[]) => string {
  const lang = useLang();
  const dt = useDomainText();
  return useCallback(
    (name: string, parts?: readonly SearchNamePart[]) =>
      parts && lang !== 'en' ? wordSearchName(parts, lang, (word) => dt(word)) : name,
    [lang, dt],
  );
}
