// Every English text of src/domain that the interface shows through the page's `t`: category names
// and headings, the five links, sorts, badges, filters, form labels and options, safety notes, chat's
// words and quick replies, cities and the cards' facts. Server and validation messages are not here:
// they have codes (src/domain/messages.ts). The catalogue test checks that the Urdu catalogue has each of them, so a
// new option cannot slip by.
import { STATUS_BADGES } from '../../../src/domain/ad-status';
import { AREA_FILTER_UNITS, MARLA_SIZES } from '../../../src/domain/area';
import { CHAT_TEXT, QUICK_REPLIES } from '../../../src/domain/chat';
import { SELLER_BADGE_TEXT, SELLER_TEXT } from '../../../src/domain/seller';
import { CATEGORIES, CATEGORY_KEYS, NAV_LINKS, STUB_PAGES } from '../../../src/domain/categories';
import { getForm } from '../../../src/domain/fields';
import { SORT_LABELS } from '../../../src/domain/fields/options';
import { getFilters, priceFilterLabel } from '../../../src/domain/filters';
import { PRICE_TEXT_MESSAGE } from '../../../src/domain/format/price-text';
import { PRICE_ANOMALY_WARNING, safetyNote } from '../../../src/domain/safety/notes';
import { REPORT_MSG, REPORT_REASONS } from '../../../src/domain/safety/reports';
import { CITIES } from '../../../src/domain/cities';
import { HIGHLIGHT_TEMPLATES } from '../../../src/domain/format/highlights';

/** Texts that are names or numbers in every language ('128GB', '2023', '1300cc'). */
const AS_WRITTEN = /^[\d\s.,+\-–]*(GB|TB|cc|km|st|nd|rd|th)?\+?$/;

export function domainTexts(): Set<string> {
  const out = new Set<string>();
  const add = (text: string | undefined) => {
    if (text && !AS_WRITTEN.test(text)) out.add(text);
  };
  for (const c of CATEGORIES) {
    add(c.name);
    add(c.heading);
    add(c.headingIn?.('{{location}}'));
    add(c.emptyText);
  }
  NAV_LINKS.forEach((l) => add(l.label));
  STUB_PAGES.forEach((s) => add(s.title));
  Object.values(SORT_LABELS).forEach(add);
  Object.values(STATUS_BADGES).forEach(add);
  Object.values(CHAT_TEXT).forEach(add);
  Object.values(SELLER_TEXT).forEach(add);
  Object.values(SELLER_BADGE_TEXT).forEach(add);
  QUICK_REPLIES.forEach(add);
  add(PRICE_ANOMALY_WARNING);
  // The report dialog: its reasons, and the messages it and the server's rules show a reporter.
  REPORT_REASONS.forEach((r) => add(r.label));
  [
    REPORT_MSG.title,
    REPORT_MSG.send,
    REPORT_MSG.thanks,
    REPORT_MSG.reasonRequired,
    REPORT_MSG.noteRequired,
    REPORT_MSG.noteTooLong,
    REPORT_MSG.ownAd,
    REPORT_MSG.already,
    REPORT_MSG.perDay,
    REPORT_MSG.suspended,
  ].forEach(add);
  // The area filter, marla sizes and prices typed in words.
  AREA_FILTER_UNITS.forEach((u) => add(u.label));
  MARLA_SIZES.forEach((m) => add(m.label));
  add(PRICE_TEXT_MESSAGE);
  // Cities by their English name (a city added to the list needs its Urdu name in ur.ts), and the
  // card's facts ('{{count}} beds').
  CITIES.forEach(add);
  HIGHLIGHT_TEMPLATES.forEach(add);
  for (const key of CATEGORY_KEYS) {
    add(safetyNote(key));
    add(priceFilterLabel(key));
    for (const f of getFilters(key)) {
      add(f.label);
      f.options?.forEach(add);
    }
    const form = getForm(key);
    add(form.title);
    add(form.brandLabel);
    add(form.modelLabel);
    for (const field of form.fields) {
      add(field.label);
      add(field.placeholder);
      add(field.suffix);
      field.options?.forEach(add);
    }
  }
  return out;
}
