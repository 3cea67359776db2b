// A person's settings: the contact number and city that prefill their new ads. Both may be
// left empty. The settings form resolves with this schema and PATCH /api/me/settings parses with it.
import { z } from 'zod';
import { CITIES } from '../categories';
import { formatPhone, isValidPhone } from '../format/phone';
import { MSG } from './messages';
import { plainString } from './text';

export const settingsSchema = z
  .object({
    defaultPhone: plainString()
      .trim()
      .refine((v) => v === '' || isValidPhone(v), MSG.phoneInvalid)
      // Stored in one shape, 03xx-xxxxxxx, whatever the person typed.
      .transform((v) => (v === '' ? null : formatPhone(v))),
    defaultCity: plainString()
      .trim()
      .refine((v) => v === '' || (CITIES as readonly string[]).includes(v), MSG.chooseCity)
      .transform((v) => (v === '' ? null : v)),
  })
  .strict();

/** What the form holds (strings, '' for none). */
export type SettingsInput = z.input<typeof settingsSchema>;
/** What is stored (null for none). */
export type Settings = z.output<typeof settingsSchema>;
