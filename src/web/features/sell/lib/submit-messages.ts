// What the person is told after pressing submit (SPEC §8), in the spec's words.
import { MSG } from '../../../../domain/schemas';
import { ApiRequestError } from '../../../lib/api';

export const SUBMIT_TEXT = {
  success: 'Your form has been submitted successfully!',
  updateFailed: 'Failed to update post.',
  createFailed: (message: string) => `Failed to submit post: ${message || 'Unknown error'}`,
  unexpected: (message: string) =>
    `An error occurred while submitting your post: ${message}. Please try again.`,
} as const;

/** The toast for a failed save: signed out, a refusal from the server, or no answer at all. */
export function submitFailureMessage(error: unknown, editing: boolean): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return MSG.notLoggedIn;
    return editing ? SUBMIT_TEXT.updateFailed : SUBMIT_TEXT.createFailed(error.message);
  }
  const message = error instanceof Error ? error.message : String(error);
  return SUBMIT_TEXT.unexpected(message);
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
