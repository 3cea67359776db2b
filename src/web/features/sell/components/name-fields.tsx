// The brand and model names (docs/product.md §2 "brand-name text field … model-name field"): read-only with the
// catalogue's names, typed when the person chose Other. Stored as formData.brandName/modelName.
import { TEXT_FIELD_MAX_LENGTH } from '../../../../domain/limits';
import { useField } from '../hooks/use-field';
import type { PostTarget } from '../lib/post-target';
import { isOther } from '../../../../domain/fields/other';
import { FieldShell, inputClass } from './field-shell';
import { useTranslation } from '../../../lib/translation';

function NameField({
  name,
  label,
  fixed,
  placeholder,
}: {
  name: string;
  label: string;
  fixed: boolean;
  placeholder: string;
}) {
  const f = useField(name);
  return (
    <FieldShell {...f} label={label}>
      <input
        type="text"
        {...f.registration}
        {...f.aria}
        readOnly={fixed}
        maxLength={TEXT_FIELD_MAX_LENGTH}
        placeholder={fixed ? undefined : placeholder}
        className={inputClass}
      />
    </FieldShell>
  );
}

export function NameFields({ target }: { target: PostTarget }) {
  const { t } = useTranslation();
  const { brandLabel, modelLabel } = target.form;
  return (
    <>
      <NameField
        name="brandName"
        label={brandLabel}
        fixed={target.brand !== null}
        placeholder={t('sell.typeThe', { label: t(brandLabel).toLowerCase() })}
      />
      <NameField
        name="modelName"
        label={modelLabel}
        fixed={!isOther(target.model)}
        placeholder={t('sell.typeThe', { label: t(modelLabel).toLowerCase() })}
      />
    </>
  );
}
