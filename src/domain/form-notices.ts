// What a form posted without the app says on the page it comes back to (decision 213): the form sets
// a one-minute flash cookie naming one of these, and the next page the server draws shows its words
// (src/web/components/form-notice.tsx) once. Only these names are ever read back, so the cookie
// cannot carry text of its own to a page.
const FORM_NOTICES = ['reported', 'alreadyReported', 'signedOut'] as const;
export type FormNotice = (typeof FORM_NOTICES)[number];

export function isFormNotice(value: unknown): value is FormNotice {
  return (FORM_NOTICES as readonly unknown[]).includes(value);
}
