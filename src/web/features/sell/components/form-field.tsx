// One field of the category's form (src/domain/fields), drawn by its kind.
import type { FieldDef } from '../../../../domain/fields';
import { MarlaSizeField } from './marla-size-field';
import { RoomsField, SelectField, VariantField } from './choice-fields';
import { CityField } from './city-field';
import {
  DateField,
  DescriptionField,
  PhoneField,
  PriceField,
  SocietyField,
  TextField,
  YearField,
} from './text-fields';

export function FormField({ field, variants }: { field: FieldDef; variants: readonly string[] }) {
  switch (field.kind) {
    case 'textarea':
      return <DescriptionField field={field} />;
    case 'price':
      return <PriceField field={field} />;
    case 'number':
      return <YearField field={field} />;
    case 'select':
      return <SelectField field={field} />;
    case 'city':
      return <CityField field={field} />;
    case 'society':
      return <SocietyField field={field} />;
    case 'rooms':
      return <RoomsField field={field} />;
    case 'date':
      return <DateField field={field} />;
    case 'phone':
      return <PhoneField field={field} />;
    case 'marlaSize':
      return <MarlaSizeField field={field} />;
    case 'variant':
      return <VariantField field={field} variants={variants} />;
    default:
      return <TextField field={field} />;
  }
}
