// /suspended: a suspended person is told why (the moderator's reason), what they can and cannot do,
// and asks once for a review, which reaches the moderators' queue (decision 189). Anyone else has
// nothing to see here and goes home.
import { useState } from 'react';
import { Navigate } from 'react-router';
import { BAN_REVIEW_MAX_LENGTH } from '../../../domain/limits';
import { enAccount } from '../../i18n/en-account';
import { RequireSignIn } from '../../components/require-sign-in';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { useFormat } from '../../lib/use-lang';
import { useAskForReview, useSuspension } from './api/suspension';

export function Component() {
  useEnglishSection('suspended', enAccount);
  const { t } = useTranslation();
  useDocumentTitle(t('suspended.title'));
  return (
    <RequireSignIn>
      <SuspendedPage />
    </RequireSignIn>
  );
}

function SuspendedPage() {
  const { t } = useTranslation();
  const { timeAgo } = useFormat();
  const { user } = useSession();
  const suspension = useSuspension(Boolean(user?.suspended));
  if (!user?.suspended) return <Navigate to="/" replace />;
  const data = suspension.data;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <section
        aria-labelledby="suspended-heading"
        className="rounded-2xl border border-red-200 bg-red-50 p-5"
      >
        <h1 id="suspended-heading" className="text-2xl font-bold text-red-900">
          {t('suspended.heading')}
        </h1>
        {data ? (
          <>
            <p className="mt-3 text-base font-semibold text-ink" dir="auto">
              {data.reason ? t('suspended.why', { reason: data.reason }) : t('suspended.noReason')}
            </p>
            <p className="mt-1 text-sm text-muted">
              <time dateTime={data.since}>{t('suspended.since', { when: timeAgo(data.since) })}</time>
            </p>
          </>
        ) : (
          <div className="mt-3 h-12 animate-pulse rounded bg-red-100" aria-busy="true" />
        )}
        <p className="mt-3 text-sm leading-relaxed text-ink">{t('suspended.meanwhile')}</p>
      </section>
      {data && (data.reviewAskedAt ? <Asked at={data.reviewAskedAt} /> : <AskForReview />)}
    </div>
  );
}

function Asked({ at }: { at: string }) {
  const { t } = useTranslation();
  const { timeAgo } = useFormat();
  return (
    <p role="status" className="mt-5 rounded-2xl border border-line bg-white p-5 text-base text-ink">
      {t('suspended.asked', { when: timeAgo(at) })}
    </p>
  );
}

function AskForReview() {
  const { t } = useTranslation();
  const ask = useAskForReview();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <form
      className="mt-5 rounded-2xl border border-line bg-white p-5"
      aria-labelledby="ask-heading"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(undefined);
        ask.mutate(text, {
          onSuccess: ({ message }) => toast.success(t.message(message)),
          onError: (error) => setProblem(t.error(error, t('routeError.text'))),
        });
      }}
    >
      <h2 id="ask-heading" className="text-xl font-bold text-ink">
        {t('suspended.askHeading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('suspended.askHint')}</p>
      <label htmlFor="review-text" className="mt-4 block text-sm font-semibold text-ink">
        {t('suspended.askLabel')}
      </label>
      <textarea
        id="review-text"
        rows={5}
        dir="auto"
        value={text}
        maxLength={BAN_REVIEW_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'review-problem' : undefined}
        className="mt-1 w-full rounded-lg border border-line p-3 text-base"
      />
      {problem && (
        <p id="review-problem" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={ask.isPending}
        className="mt-3 min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t('suspended.ask')}
      </button>
    </form>
  );
}
