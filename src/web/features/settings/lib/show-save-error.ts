// Why a settings form was not saved: the server's field messages under their fields, anything else
// (the network, a 500) as one toast. The settings cards that save a form share it.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { serverFieldMessages } from '../../../lib/form-messages';
import { toast } from '../../../lib/toast';

export function showSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  failed: string,
): void {
  if (error instanceof ApiRequestError && error.fields) {
    for (const [name, message] of Object.entries(serverFieldMessages(error)))
      setError(name as Path<T>, { message });
  } else toast.error(failed);
}
