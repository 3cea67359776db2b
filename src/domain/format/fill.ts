// '{{name}}' slots of a message template (src/domain/messages.ts), filled. Its own module so a page
// that words a message the server sent does not load the message table with it.

/** A '{{name}}' slot of a template, its name captured. */
export const TEMPLATE_SLOT = /\{\{(\w+)\}\}/g;

/** Puts the values into a template's '{{name}}' slots; a slot without a value stays as written. */
export function fillTemplate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(TEMPLATE_SLOT, (slot, name: string) =>
    values[name] === undefined ? slot : String(values[name]),
  );
}
