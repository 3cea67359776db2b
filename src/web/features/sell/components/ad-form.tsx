// The create/edit ad form (docs/product.md §2, §4, §5, §8): fields from the category's definition, photos uploaded
// as they are chosen, validation by the same zod schema as the API, a draft that survives a reload.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { getVariants } from '../../../../domain/catalogue';
import { customKey, type FieldDef } from '../../../../domain/fields';
import { isOther, orOther } from '../../../../domain/fields/other';
import { adInputSchema, type AdInput } from '../../../../domain/schemas/ad-input';
import { MSG } from '../../../../domain/schemas/messages';
import { ApiRequestError } from '../../../lib/api/client';
import { useLoginPrompt, useSession } from '../../../lib/session';
import type { SavedAdResponse } from '../../../../domain/api';
import { useSaveAd } from '../api/save-ad';
import { usePhotos } from '../hooks/use-photos';
import { useDraft } from '../hooks/use-draft';
import type { AdFormValues } from '../lib/form-values';
import type { PostTarget } from '../lib/post-target';
import { formPathsOf, submitFailureMessage } from '../lib/submit-messages';
import { FieldGrid, groupFields, Section } from './form-sections';
import { FormField } from './form-field';
import { NameFields } from './name-fields';
import { PhotoPicker } from './photo-picker';
import { SubmitBar } from './submit-bar';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/translation';
import { fieldMessage, serverFieldMessages } from '../../../lib/form-messages';

// Shown once, after the save: it travels in its own chunk, not in the form's first load.
const SavedNotice = lazy(() => import('./saved-notice').then((m) => ({ default: m.SavedNotice })));

export interface AdFormProps {
  target: PostTarget;
  /** Set when editing an existing ad. */
  adId?: string;
  initialFormData: Record<string, string>;
  initialPhotos: { existing: string[]; uploaded: string[] };
  draftKey: string;
  /** The values came back from a draft: say so, and offer a clean start. */
  restored?: boolean;
}

/** The request body: trimmed values, blanks left out, a rooms number only when 'Other' was chosen. */
export function toAdInput(target: PostTarget, values: AdFormValues): AdInput {
  const formData: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values.formData)) {
    const value = raw.trim();
    if (value) formData[key] = value;
  }
  for (const field of target.form.fields)
    if (field.kind === 'rooms' && !isOther(formData[field.name])) delete formData[customKey(field.name)];
  return { ...values, formData };
}

/** The brand and model the ad is filed under: catalogue names, or OTHER (docs/product.md §3 brandName/modelName). */
function targetChoice(target: PostTarget): { brand: string; model: string } {
  return { brand: orOther(target.brand?.name), model: target.model };
}

export function AdForm({ target, adId, initialFormData, initialPhotos, draftKey, restored }: AdFormProps) {
  const { t } = useTranslation();
  const editing = adId !== undefined;
  const { user } = useSession();
  const login = useLoginPrompt();
  const photos = usePhotos(initialPhotos);
  const methods = useForm<AdFormValues>({
    resolver: zodResolver(adInputSchema),
    defaultValues: {
      category: target.category.key,
      ...targetChoice(target),
      formData: initialFormData,
      images: [],
    },
    shouldFocusError: false, // we focus the first invalid control in page order, photos included
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, setValue, clearErrors, setError, formState } = methods;
  const saveAd = useSaveAd(adId);
  const [saved, setSaved] = useState<SavedAdResponse | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const clearDraft = useDraft(draftKey, methods, photos, editing);

  // The schema sees the uploaded ids as `images`; choosing a photo clears the photos error at once.
  useEffect(() => setValue('images', photos.ids), [photos.ids, setValue]);
  const photoCount = photos.visible.filter((p) => p.status !== 'error').length;
  useEffect(() => {
    if (photoCount > 0) clearErrors('images');
  }, [photoCount, clearErrors]);

  // After every submit, the first control in trouble (in page order, photos included) takes focus.
  // Keyed on submitCount: react-hook-form publishes it together with the errors, client or server.
  const { submitCount } = formState;
  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const onInvalid = useCallback(
    (_errors: FieldErrors<AdFormValues>) => {
      toast.error(fieldMessage(t, MSG.formInvalid), { id: MSG.formInvalid });
    },
    [t],
  );

  const onValid = async (values: AdFormValues) => {
    if (!user) {
      toast.error(fieldMessage(t, MSG.notLoggedIn));
      login.open();
      return;
    }
    try {
      const result = await saveAd(toAdInput(target, values));
      clearDraft();
      setSaved(result);
    } catch (error) {
      toast.error(
        submitFailureMessage(error, editing, {
          notLoggedIn: fieldMessage(t, MSG.notLoggedIn),
          updateFailed: t('sell.updateFailed'),
          said: (e) => t.error(e, e.message),
          createFailed: (message) => t('sell.createFailed', { message: message || t('sell.unknownError') }),
          unexpected: (message) => t('sell.unexpected', { message }),
        }),
      );
      if (!(error instanceof ApiRequestError)) return;
      if (error.status === 401) login.open();
      if (error.fields) {
        const keys = Object.keys(values.formData);
        for (const { path, message } of formPathsOf(serverFieldMessages(error), keys))
          setError(path as 'images', { type: 'server', message });
      }
    }
  };

  const groups = groupFields(target.form.fields);
  const variants = target.brand ? getVariants(target.brand.key, target.model) : [];
  const field = (f: FieldDef) => <FormField key={f.name} field={f} variants={variants} />;
  const errors = formState.errors;
  const general = [errors.category, errors.brand, errors.model].map((e) => e?.message).filter(Boolean);
  const busy = photos.busy || formState.isSubmitting;
  if (saved) {
    return (
      <Suspense fallback={<Spinner />}>
        <SavedNotice saved={saved} editing={editing} />
      </Suspense>
    );
  }

  return (
    <FormProvider {...methods}>
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="flex flex-col gap-5"
      >
        {restored && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-2 text-sm text-brand-800"
          >
            <span>{t('sell.kept')}</span>
            <button
              type="button"
              onClick={() => {
                clearDraft();
                window.location.reload();
              }}
              className="min-h-11 rounded-lg px-3 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-100"
            >
              {t('sell.startOver')}
            </button>
          </div>
        )}
        {general.length > 0 && (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
            {general.map((m) => fieldMessage(t, m!)).join(' ')}
          </div>
        )}
        <Section
          id="section-item"
          title={t('sell.nameAndModel', {
            brand: t(target.form.brandLabel),
            model: t(target.form.modelLabel),
          })}
        >
          <FieldGrid>
            <NameFields target={target} />
          </FieldGrid>
        </Section>
        <Section id="section-photos" title={t('sell.photos')}>
          <PhotoPicker photos={photos} error={errors.images?.message} editing={editing} />
        </Section>
        <Section id="section-details" title={t('sell.details')}>
          <FieldGrid>{groups.details.map(field)}</FieldGrid>
        </Section>
        <Section id="section-price" title={t('sell.priceContact')}>
          <FieldGrid>{groups.priceAndContact.map(field)}</FieldGrid>
        </Section>
        <SubmitBar
          busy={busy}
          label={editing ? t('sell.update') : t('sell.post')}
          errorCount={Object.keys(errors.formData ?? {}).length + (errors.images ? 1 : 0)}
        />
      </form>
    </FormProvider>
  );
}
