// Verified phone numbers (decision 186): the number a person asks a code for and the code they type.
// The number is read by the same parser as the ad form's contact number (format/phone.ts), so every
// spelling an ad accepts is accepted here and stored in the one shape, 03xx-xxxxxxx.
import { z } from 'zod';
import { formatPhone, isValidPhone } from '../format/phone';
import { PHONE_CODE_LENGTH } from '../limits';
import { say } from '../messages';
import { MSG } from './messages';
import { plainString } from './text';

const PHONE_CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

/** A Pakistani mobile number in any spelling the ad form takes → '0300-1234567'. */
export const verifiablePhoneSchema = plainString({ error: MSG.phoneInvalid })
  .trim()
  .refine(isValidPhone, MSG.phoneInvalid)
  .transform(formatPhone);

/** POST /api/me/phones/codes */
export const phoneCodeRequestSchema = z.object({ phone: verifiablePhoneSchema }).strict();

/** POST /api/me/phones/verify */
export const phoneCodeCheckSchema = z
  .object({
    phone: verifiablePhoneSchema,
    // Only ASCII digits: an Urdu or Arabic-Indic digit, a letter or a space is refused by name.
    code: plainString({ error: say('phone.codeFormat') })
      .trim()
      .regex(PHONE_CODE_PATTERN, say('phone.codeFormat')),
  })
  .strict();
