// Numbers as an Urdu keyboard types them. Pakistani Urdu keyboards give Extended Arabic-Indic
// digits (۰۱۲…۹, U+06F0–U+06F9); Arabic keyboards and some phones give Arabic-Indic ones (٠١٢…٩,
// U+0660–U+0669), with their own decimal (٫) and thousands (٬) separators, and Urdu writes the
// comma '،'. Every number field reads text through `latinDigits` first, so '۱۸۰۰۰۰' is 180000 and
// '۱٫۸ لاکھ' is '1.8 لاکھ'; the parsers after it only know 0–9 (decision 188).

import { normaliseUrdu } from '../urdu-letters';

const EXTENDED_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Urdu and Arabic digits as 0–9, and their separators between digits as '.' and ','. */
export function latinDigits(text: string): string {
  return text
    .replace(EASTERN_DIGIT, (d) => {
      const cp = d.codePointAt(0)!;
      return String(cp >= EXTENDED_ZERO ? cp - EXTENDED_ZERO : cp - ARABIC_ZERO);
    })
    .replace(/(?<=\d)\u066B(?=\d)/g, '.')
    .replace(/(?<=\d)[\u066C\u060C](?=\d)/g, ',');
}

/** Both: what every parser of typed numbers reads. */
export function readableNumberText(text: string): string {
  return normaliseUrdu(latinDigits(text));
}
