// /edit-post/{id}: the owner's ad in the same form (docs/product.md §2), 'Loading post...' then the form or
// 'Post not found' (also for someone else's ad: the server answers 404 for both).
import { useState } from 'react';
import { useParams } from 'react-router';
import type { EditableAd } from '../../../domain/api';
import { NotFoundNotice } from '../../components/not-found-notice';
import { RequireSignIn } from '../../components/require-sign-in';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api/client';
import { useSession } from '../../lib/session';
import { useEditableAd } from './api/editable-ad';
import { AdForm } from './components/ad-form';
import { FormPage } from './components/form-page';
import { draftKey, loadDraft } from './lib/draft';
import { editAdFormData, mergeKnown, targetOfAd } from './lib/form-values';
import { formTitle, type PostTarget } from './lib/post-target';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { enSell } from '../../i18n/en-sell';
import { useTitleWords } from './hooks/use-title-words';

export function Component() {
  useEnglishSection('sell', enSell);
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RequireSignIn reason={t('sell.signInToEdit')}>
      <EditPost key={id} id={id} />
    </RequireSignIn>
  );
}

function EditPost({ id }: { id: string }) {
  const { t } = useTranslation();
  const words = useTitleWords();
  const query = useEditableAd(id);
  if (query.isPending) {
    return (
      <p className="flex items-center justify-center gap-3 px-4 py-20 text-muted">
        <Spinner />
        {t('sell.loadingPost')}
      </p>
    );
  }
  const notFound = query.isError && query.error instanceof ApiRequestError && query.error.status < 500;
  const target = query.data ? targetOfAd(query.data) : undefined;
  if (notFound || (query.data && !target)) return <PostNotFound />;
  if (query.isError || !query.data || !target) {
    return (
      <LoadError
        className="mx-auto max-w-md px-4 py-20 text-center"
        message={t('sell.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <FormPage target={target} title={formTitle(target, true, words)} editing>
      <EditForm ad={query.data} target={target} />
    </FormPage>
  );
}

function EditForm({ ad, target }: { ad: EditableAd; target: PostTarget }) {
  const { user } = useSession();
  const key = draftKey(user?.id ?? 'anonymous', `/edit-post/${ad.id}`);
  const [initial] = useState(() => {
    const draft = loadDraft(key);
    return {
      formData: mergeKnown(editAdFormData(target, ad), draft?.formData),
      photos: { existing: draft?.existing ?? ad.images, uploaded: draft?.photos ?? [] },
      restored: draft !== undefined,
    };
  });
  return (
    <AdForm
      target={target}
      adId={ad.id}
      initialFormData={initial.formData}
      initialPhotos={initial.photos}
      draftKey={key}
      restored={initial.restored}
    />
  );
}

function PostNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundNotice
      title={t('sell.postNotFound')}
      heading={t('sell.postNotFound')}
      text={t('sell.postNotFoundText')}
      back={{ to: '/my-ads', label: t('sell.goMyAds') }}
    />
  );
}
