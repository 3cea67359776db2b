// Every text the API takes is built from this one string schema. PostgreSQL refuses a NUL byte inside
// text (and PGlite with it), so a `%00` in a query or `\u0000` in a JSON body would otherwise reach SQL
// and come back as a 500; here it is a 400 in the person's words, for every field at once. The other
// C0 control characters are refused with it: nobody types them, and in a stored text they only hide
// words from the moderators and the contact-detail rule. A text that may span lines keeps its line
// breaks and tabs (`plainString({ multiline: true })`); a one-line text keeps only the tab.
import { z } from 'zod';
import { MSG } from './messages';

// Built from char codes so this file itself holds no control characters.
const C0 = Array.from({ length: 0x20 }, (_, code) => code);
const classOf = (codes: number[]) =>
  new RegExp(`[${codes.map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('')}]`);
const ONE_LINE_REFUSED = classOf(C0.filter((c) => c !== 0x09));
const MULTILINE_REFUSED = classOf(C0.filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d));

/** True when a text holds a character `plainString` refuses (the NUL first of all). */
export function hasControlCharacter(value: string, multiline = false): boolean {
  return (multiline ? MULTILINE_REFUSED : ONE_LINE_REFUSED).test(value);
}

/**
 * z.string() that refuses NUL and the other control characters; use it instead of z.string() in every
 * schema. `error` is the message for a value that is not a string at all.
 */
export const plainString = ({ multiline = false, error }: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(error ? { error } : undefined)
    .refine((value) => !hasControlCharacter(value, multiline), MSG.nulCharacter);
