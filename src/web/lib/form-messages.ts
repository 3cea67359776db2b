// A form's field messages, from its own zod check or from the server, found by their English text
// (messageOf) so the page's `t.message` can word them. For forms whose schemas load the message table
// anyway (the ad form, the settings); other pages word the codes an error carries (ApiRequestError.codes).
import { messageOf, say } from '../../domain/messages';
import type { ApiRequestError } from './api/client';
import type { Translate } from './translation';

/**
 * The server's field messages as the form keeps them: the English text, which the code it came with
 * is remembered for (say), so a field shows it like its own check's messages.
 */
export function serverFieldMessages(error: ApiRequestError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, english] of Object.entries(error.fields ?? {})) {
    const said = error.codes.fields?.[name];
    out[name] = said ? say(said.code, said.values) : english;
  }
  return out;
}

/** A field's message, as the form keeps it, in the page's language. */
export function fieldMessage(t: Pick<Translate, 'message'>, english: string): string {
  return t.message(english, messageOf(english));
}
