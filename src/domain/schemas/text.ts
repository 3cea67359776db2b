// Every text the API takes is built from this one string schema. PostgreSQL refuses a NUL byte inside
// text (and PGlite with it), so a `%00` in a query or `\u0000` in a JSON body would otherwise reach SQL
// and come back as a 500; here it is a 400 in the person's words, for every field at once. The other
// C0 control characters are refused with it: nobody types them, and in a stored text they only hide
// words from the moderators and the contact-detail rule. A text that may span lines keeps its line
// breaks and tabs (`plainString({ multiline: true })`); a one-line text keeps only the tab.
//
// Every text is also stored as it is shown (decision 179): `asSeen` takes out the direction controls
// and isolates, writing what they turned around in the order it was shown, and the invisible fillers,
// so titles, descriptions, fields, chat messages, notes and search words all hold only what a person
// sees, and every rule that reads them reads that.
import { z } from 'zod';
import { asSeen } from '../safety/as-seen';
import { MSG } from './messages';

// Written as escapes, so this file itself holds no control characters. 09 is the tab, 0a and 0d the
// line breaks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ONE_LINE_REFUSED = /[\u0000-\u0008\u000a-\u001f]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** True when a text holds a character `plainString` refuses (the NUL first of all). */
export function hasControlCharacter(value: string, multiline = false): boolean {
  return (multiline ? MULTILINE_REFUSED : ONE_LINE_REFUSED).test(value);
}

// A high surrogate not followed by a low one, or a low one not after a high one: half of an emoji cut
// in two, which PostgreSQL cannot store. Read without the 'u' flag, so the pattern sees UTF-16 code
// units (String.prototype.isWellFormed is ES2024, past our lib). The server refuses it at the edge, on
// every route (src/server/http/storable-text.ts, decision 181).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a text holds half of a surrogate pair. A whole emoji ('\ud83d\ude00') is not one. */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/**
 * z.string() that refuses NUL and the other control characters and keeps the text as it is shown;
 * use it instead of z.string() in every schema. `error` is the message for a value that is not a
 * string at all.
 */
export const plainString = ({ multiline = false, error }: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(error ? { error } : undefined)
    .refine((value) => !hasControlCharacter(value, multiline), MSG.nulCharacter)
    .overwrite(asSeen);
