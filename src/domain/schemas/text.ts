// Every text the API takes is built from this one string schema. PostgreSQL refuses a NUL byte inside
// text (and PGlite with it), so a `%00` in a query or `\u0000` in a JSON body would otherwise reach SQL
// and come back as a 500; here it is a 400 in the person's words, for every field at once.
import { z } from 'zod';
import { MSG } from './messages';

const NUL = '\u0000';

/** z.string() that refuses the NUL character; use it instead of z.string() in every schema. */
export const plainString = () => z.string().refine((value) => !value.includes(NUL), MSG.nulCharacter);
