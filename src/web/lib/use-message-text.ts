// Messages of the server and of the domain's validation in the page's language (decision 154). A
// message comes with its code in the table of src/domain/messages.ts and its values; an English page
// shows the English text as it came, an Urdu page words the code from the Urdu table, which arrives
// with the Urdu catalogue (lib/i18n.ts). A text without a code (an old notification, a message from a
// newer server) is shown as it came. This module does not load the table itself: a form that checks
// with zod passes the code of its message (messageOf, src/domain/messages.ts).
import { useCallback, useMemo } from 'react';
import type { Message } from '../../domain/messages';
import { fillTemplate } from '../../domain/format/fill';
import { ApiRequestError } from './api';
import { useTranslation } from './translation';

export interface MessageText {
  /** A message in the page's language: its English text and, when known, its code and values. */
  (english: string, message?: Message): string;
  /** What an error says: an API error's message worded, anything else `fallback`. */
  error(error: unknown, fallback: string): string;
}

export function useMessageText(): MessageText {
  const { i18n, lang, domainText } = useTranslation();
  const word = useCallback(
    (english: string, message?: Message) => {
      if (!message || lang === 'en') return english;
      const template: unknown = i18n.getResource(lang, 'messages', message.code, { keySeparator: false });
      if (typeof template !== 'string') return english;
      // A value may be a domain word itself (a field's label, 'price' in 'Choose a price…').
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(message.values ?? {})) {
        if (typeof value !== 'string') values[name] = value;
        else {
          const capital = value.charAt(0).toUpperCase() + value.slice(1);
          const worded = domainText(value);
          const wordedCapital = domainText(capital);
          values[name] = worded !== value ? worded : wordedCapital !== capital ? wordedCapital : value;
        }
      }
      return fillTemplate(template, values);
    },
    [i18n, lang, domainText],
  );
  return useMemo(
    () =>
      Object.assign((english: string, message?: Message) => word(english, message), {
        error: (error: unknown, fallback: string) =>
          error instanceof ApiRequestError ? word(error.message, error.codes.message) : fallback,
      }),
    [word],
  );
}
