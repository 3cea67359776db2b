// /post/{category}/{brand}/{model}: the create-ad form (docs/product.md §2 "Create/edit ad form").
import { useState } from 'react';
import { useParams } from 'react-router';
import { RequireSignIn } from '../../components/require-sign-in';
import { useSession } from '../../lib/session';
import { AdForm } from './components/ad-form';
import { FormPage } from './components/form-page';
import { InvalidState } from './components/invalid-state';
import { draftKey, loadDraft } from './lib/draft';
import { mergeKnown, newAdFormData } from './lib/form-values';
import { formPath, formTitle, resolveTarget, type PostTarget } from './lib/post-target';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { enSell } from '../../i18n/en-sell';
import { useTitleWords } from './hooks/use-title-words';

export function Component() {
  useEnglishSection('sell', enSell);
  const { t } = useTranslation();
  const words = useTitleWords();
  const params = useParams();
  const resolved = resolveTarget(params.category, params.brand, params.model);
  if (resolved.kind === 'invalid-category') {
    return <InvalidState title={t('sell.invalidCategory')} text={t('sell.invalidCategoryText')} />;
  }
  if (resolved.kind === 'invalid-choice') {
    return (
      <InvalidState
        title={t('sell.invalidChoice')}
        text={t('sell.invalidChoiceText')}
        to={`/post/${params.category}`}
        linkLabel={t('sell.backToBrand')}
      />
    );
  }
  const { target } = resolved;
  return (
    <RequireSignIn reason={t('sell.signInToPost')}>
      <FormPage target={target} title={formTitle(target, false, words)} editing={false}>
        {/* A new path is a new form: nothing typed for one model leaks into another. */}
        <CreateForm key={formPath(target)} target={target} />
      </FormPage>
    </RequireSignIn>
  );
}

function CreateForm({ target }: { target: PostTarget }) {
  const { user } = useSession();
  const key = draftKey(user?.id ?? 'anonymous', formPath(target));
  const [initial] = useState(() => {
    const draft = loadDraft(key);
    return {
      formData: mergeKnown(newAdFormData(target, user), draft?.formData),
      photos: { existing: [], uploaded: draft?.photos ?? [] },
      restored: draft !== undefined,
    };
  });
  return (
    <AdForm
      target={target}
      initialFormData={initial.formData}
      initialPhotos={initial.photos}
      draftKey={key}
      restored={initial.restored}
    />
  );
}
