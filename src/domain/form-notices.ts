// What a form posted without the app says on the page it comes back to (decision 213): the form sets
// a one-minute flash cookie naming one of these, and the next page the server draws shows its words
// once. Only these names are ever read back, so the cookie cannot carry text of its own to a page.
import { REPORT_MSG } from './safety/reports';

export const FORM_NOTICES = {
  reported: REPORT_MSG.thanks,
  alreadyReported: REPORT_MSG.already,
} as const;
export type FormNotice = keyof typeof FORM_NOTICES;

export function isFormNotice(value: unknown): value is FormNotice {
  return typeof value === 'string' && Object.hasOwn(FORM_NOTICES, value);
}
