// The owner's ad as the edit form takes it back (GET /api/ads/:id/edit): brand and model as the
// catalogue names them, or 'Other' with the stored names in formData.brandName/modelName, and only the
// form's own keys, so submitting it unchanged passes adInputSchema.
import type { EditableAd } from '../../domain/api';
import { isCategoryKey } from '../../domain/categories';
import { readChoice } from '../../domain/catalogue';
import { getForm } from '../../domain/fields';
import { isOther, orOther } from '../../domain/fields/other';
import { EXTRA_FORM_KEYS } from '../../domain/schemas';
import type { Ad } from '../db/schema';

export function toEditableAd(row: Ad): EditableAd | undefined {
  const category = row.category;
  if (!isCategoryKey(category)) return undefined;
  const choice = readChoice(category, row.brand, row.model);
  const brand = orOther(choice.brand?.name);
  const model = orOther(choice.model);
  const allowed = new Set<string>([...getForm(category).fields.map((f) => f.name), ...EXTRA_FORM_KEYS]);
  const formData: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.formData ?? {}))
    if (allowed.has(key) && typeof value === 'string') formData[key] = value;
  if (isOther(brand) && !formData.brandName?.trim()) formData.brandName = row.brand;
  if (isOther(model) && !formData.modelName?.trim()) formData.modelName = row.model;
  return { id: row.id, category, brand, model, formData, images: row.images };
}
