// Validation messages in the page's language. Its own module, so only the pages with forms carry the
// message templates.
import { useCallback } from 'react';
import { messageTemplates } from '../i18n/message-templates';
import { useDomainText } from './use-lang';

/** Templates of the domain's validation messages, as patterns that capture their values. */
const MESSAGE_PATTERNS = messageTemplates()
  .filter((t) => t.includes('{{'))
  .map((template) => {
    const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
    const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const source = escaped.replace(/\\?\{\\?\{\w+\\?\}\\?\}/g, '(.+?)');
    return { template, names, pattern: new RegExp(`^${source}$`) };
  });

/**
 * A validation message of src/domain/schemas (zod's, on the client) in the page's language: matched
 * against the message templates, its values (a field label) worded through the domain texts too.
 */
export function useMessageText() {
  const dt = useDomainText();
  return useCallback(
    (message: string) => {
      for (const { template, names, pattern } of MESSAGE_PATTERNS) {
        const match = pattern.exec(message);
        if (!match) continue;
        const values: Record<string, string> = {};
        names.forEach((name, i) => {
          const value = match[i + 1]!;
          const capital = value.charAt(0).toUpperCase() + value.slice(1);
          const worded = dt(value);
          values[name] = worded !== value ? worded : dt(capital) !== capital ? dt(capital) : value;
        });
        return dt(template, values);
      }
      return dt(message);
    },
    [dt],
  );
}
