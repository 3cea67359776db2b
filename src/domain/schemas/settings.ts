// A person's settings: the contact number and city that prefill their new ads. Both may be
// left empty. The settings form resolves with this schema and PATCH /api/me/settings parses with it.
import { z } from 'zod';
import { CITIES } from '../categories';
import { formatPhone, isValidPhone } from '../format/phone';
import { MSG } from './messages';
import { say } from '../messages';
import { DISPLAY_NAME_MAX_LENGTH } from '../limits';
import { hasContactDetails } from '../safety/contact-details';
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

const DISPLAY_NAME_MSG = {
  tooLong: say('seller.displayNameTooLong'),
  contact: say('seller.displayNameContact'),
} as const;

/**
 * PATCH /api/me/display-name: the name shown on the person's seller page, ads and chats instead of
 * their Google name (decision 185); '' goes back to the Google name. The contact rule applies: a name
 * is shown to everyone, so it can carry no number, email or link (decisions 020 and 146).
 */
export const displayNameSchema = z
  .object({
    displayName: plainString()
      // Runs of spaces collapse: a name is one line as people would type it.
      .transform((v) => v.replace(/\s+/g, ' ').trim())
      .pipe(
        z
          .string()
          .max(DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MSG.tooLong)
          .refine((v) => !hasContactDetails(v), DISPLAY_NAME_MSG.contact),
      )
      .transform((v) => (v === '' ? null : v)),
  })
  .strict();

export type DisplayNameInput = z.input<typeof displayNameSchema>;
