// Escaping for the few places the server writes HTML itself (the development sign-in page, the Open
// Graph tags of an ad's URL). One function, so a fix to it reaches both.
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
