// Saves the form and the uploaded photo ids on every change (lib/draft.ts), so a reload or a killed
// tab restores them; the page reads the draft back when it builds the form's first values.
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, saveDraft } from '../lib/draft';
import type { AdFormValues } from '../lib/form-values';
import type { PhotosState } from './use-photos';

export function useDraft(
  key: string,
  methods: UseFormReturn<AdFormValues>,
  photos: PhotosState,
  editing: boolean,
): () => void {
  const { watch, getValues } = methods;
  const photoIds = useRef({ uploaded: photos.uploaded, existing: photos.existing });
  const active = useRef(true);

  const persist = useCallback(() => {
    if (!active.current) return;
    const { uploaded, existing } = photoIds.current;
    saveDraft(key, {
      formData: getValues('formData'),
      photos: uploaded,
      existing: editing ? existing : undefined,
    });
  }, [key, getValues, editing]);

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name?.startsWith('formData')) persist();
    });
    return () => subscription.unsubscribe();
  }, [watch, persist]);

  // Photos are saved when one finishes uploading, is removed or moved; not on the first render, so
  // merely opening a form leaves no draft behind.
  const first = useRef(true);
  useEffect(() => {
    photoIds.current = { uploaded: photos.uploaded, existing: photos.existing };
    if (first.current) {
      first.current = false;
      return;
    }
    persist();
  }, [photos.uploaded, photos.existing, persist]);

  return useCallback(() => {
    active.current = false;
    clearDraft(key);
  }, [key]);
}
