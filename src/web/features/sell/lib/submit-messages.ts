// What the person is told after pressing submit (docs/product.md §8), in the spec's words.
import { ApiRequestError } from '../../../lib/api/client';

/** The texts, worded by the page (see the sell.* keys of the catalogues). */
export interface SubmitWords {
  notLoggedIn: string;
  updateFailed: string;
  /** The server's message in the page's language (the page's `t.error`). */
  said(error: ApiRequestError): string;
  createFailed(message: string): string;
  unexpected(message: string): string;
}

/** The toast for a failed save: signed out, a refusal from the server, or no answer at all. */
export function submitFailureMessage(error: unknown, editing: boolean, words: SubmitWords): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return words.notLoggedIn;
    return editing ? words.updateFailed : words.createFailed(words.said(error));
  }
  const message = error instanceof Error ? error.message : String(error);
  return words.unexpected(message);
}

/**
 * The server's field messages (400 validation) keyed as the form names them: form_data keys become
 * 'formData.{key}'; 'images', 'brand' and 'model' stay as they are.
 */
export function formPathsOf(fields: Record<string, string>, formKeys: readonly string[]) {
  const out: { path: string; message: string }[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (formKeys.includes(key)) out.push({ path: `formData.${key}`, message });
    else out.push({ path: key, message });
  }
  return out;
}
