// The short safety note beside the contact on the ad page: what to check for this kind of
// thing, then the one rule that holds everywhere.
import type { CategoryKey } from '../categories';

const ADVANCE_PAYMENT_NOTE = 'Never pay in advance.';

const BY_CATEGORY: Partial<Record<CategoryKey, string>> = {
  mobiles: 'Check the PTA status on the PTA website before paying.',
  vehicles: 'Meet at a safe place and verify the documents at the excise office.',
  bikes: 'Meet at a safe place and verify the documents at the excise office.',
  propertyforsale: 'Never pay a token before seeing the papers.',
  propertyforrent: 'Never pay a token before seeing the papers.',
};

export function safetyNote(category: CategoryKey): string {
  const specific = BY_CATEGORY[category];
  return specific ? `${specific} ${ADVANCE_PAYMENT_NOTE}` : ADVANCE_PAYMENT_NOTE;
}

export const PRICE_ANOMALY_WARNING = 'This price is much lower than similar ads. Be careful.';
