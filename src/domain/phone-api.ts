// The shapes of the verified-number API (/api/me/phones*, decision 186). Zod schemas here, types
// inferred from them; the web imports only the types.
import { z } from 'zod';
import { plainString } from './schemas/text';

const text = () => plainString();

const verifiedPhoneSchema = z.object({
  /** 03xx-xxxxxxx */
  phone: text(),
  /** ISO 8601 */
  verifiedAt: text(),
});

/** GET /api/me/phones and the answer of a successful verify. */
export const verifiedPhonesResponseSchema = z.object({
  items: z.array(verifiedPhoneSchema),
  /** False where no SMS sender is configured in production: the page says verification is off. */
  available: z.boolean(),
});

/** POST /api/me/phones/codes (201): a code is on its way. */
export const codeSentResponseSchema = z.object({
  phone: text(),
  /** ISO 8601: when the code stops working. */
  expiresAt: text(),
});

export type VerifiedPhonesResponse = z.infer<typeof verifiedPhonesResponseSchema>;
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;
