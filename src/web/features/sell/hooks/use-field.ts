// One form_data field wired to react-hook-form: its id, its error, and the props of its control.
// Editing a field clears its error (docs/product.md §4), rather than re-validating it keystroke by keystroke.
import { useFormContext } from 'react-hook-form';
import type { AdFormValues } from '../lib/form-values';

export function useField(name: string) {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = useFormContext<AdFormValues>();
  const path = `formData.${name}` as const;
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const error = errors.formData?.[name]?.message;
  const registration = register(path, { onChange: () => clearErrors(path) });
  return {
    id,
    path,
    error,
    errorId,
    registration,
    aria: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}
