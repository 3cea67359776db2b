// A card fact (format/highlights.ts) as a domain text and its values, for a page to word in its
// language. Its own module, without the option lists, because every card on home needs it.

/**
 * '4 beds' is '{{count}} beds' with count 4, '20 Marla' '{{amount}} Marla' with amount 20, a typed
 * '16 years' '{{count}} years'; any other fact ('Non-PTA', 'Used', '2019') is its own text. The
 * templates are HIGHLIGHT_TEMPLATES (format/highlights.ts).
 */
export function highlightWording(fact: string): { text: string; values?: Record<string, string | number> } {
  const rooms = /^(\d+) (bed|bath)s?$/.exec(fact);
  if (rooms)
    return rooms[1] === '1'
      ? { text: `1 ${rooms[2]}` }
      : { text: `{{count}} ${rooms[2]}s`, values: { count: rooms[1]! } };
  const years = /^(\d+)\s*(?:years?|yrs?)\.?$/i.exec(fact);
  if (years)
    return years[1] === '1' ? { text: '1 year' } : { text: '{{count}} years', values: { count: years[1]! } };
  // An amount and its unit ('20 Marla', '1,200 Sq. Ft.'); a unit without a template reads as in English.
  const area = /^(\d[\d.,]*) ([A-Z][A-Za-z. ]*)$/.exec(fact);
  if (area) return { text: `{{amount}} ${area[2]}`, values: { amount: area[1]! } };
  return { text: fact };
}
