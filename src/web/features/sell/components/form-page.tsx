// The frame of the create and edit forms: Back, where the ad is filed, the heading.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isOther, orOther } from '../../../../domain/fields/other';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBack } from '../hooks/use-back';
import type { PostTarget } from '../lib/post-target';
import { CategoryIcon } from '../../../components/category-icon';
import { useTranslation } from '../../../lib/translation';

export function FormPage({
  target,
  title,
  editing,
  children,
}: {
  target: PostTarget;
  title: string;
  editing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const back = useBack(editing ? '/my-ads' : `/post/${target.category.key}`);
  const trail = [t(target.category.name), orOther(target.brand?.name), target.model].filter(
    (part, i, all) => !(isOther(part) && isOther(all[i - 1])),
  );
  return (
    <div className="mx-auto max-w-3xl px-4 pt-4 pb-8">
      <button
        type="button"
        onClick={back}
        className="-ms-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('sell.back')}
      </button>
      <div className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <span>
          <CategoryIcon category={target.category.key} size={16} className="inline align-[-3px]" />{' '}
          {trail.map((part) => t(part)).join(' › ')}
        </span>
        {!editing && (
          <Link
            to={`/post/${target.category.key}`}
            className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('sell.change')}
          </Link>
        )}
      </div>
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
