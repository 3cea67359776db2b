// /admin's reported reviews (decision 184): each review one of its two people reported, with its
// stars, words and answer, who wrote it about whom, every open report, a link to the conversation it
// follows (a moderator may read it while the report is open), and the actions: remove the review from
// every page, or keep it and dismiss the reports.
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportedUserReviewItem } from '../../../../domain/moderation-api';
import { useTranslation } from '../../../lib/translation';
import { useModerationAction } from '../api/moderation';
import { PersonLine, QueueSection, ReasonBox, ReportList } from './report-list';

export function ReportedReviews({ reviews }: { reviews: ReportedUserReviewItem[] }) {
  const { t } = useTranslation();
  return (
    <QueueSection
      id="reported-reviews"
      title={t('admin.userReviewsTitle')}
      nothing={t('admin.userReviewsNothing')}
      items={reviews}
    >
      {(r) => <ReportedReview review={r} />}
    </QueueSection>
  );
}

function ReportedReview({ review: r }: { review: ReportedUserReviewItem }) {
  const { t } = useTranslation();
  const action = useModerationAction();
  const [reason, setReason] = useState('');
  const reasonId = `review-reason-${r.id}`;
  const run = (name: 'removeReview' | 'dismiss') =>
    action.mutate({ action: name, targetId: r.id, review: true, reason: reason.trim() });
  return (
    <li className="rounded-2xl border border-line bg-white p-4" data-testid="reported-review">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {t('admin.userReviewStars', { count: r.rating })}
            {r.adTitle && (
              <span className="font-normal text-muted" dir="auto">
                {' · '}
                {t('admin.chatAbout', { title: r.adTitle })}
              </span>
            )}
          </p>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted">
            <PersonLine label={t('admin.userReviewer', { name: r.reviewer.name })} person={r.reviewer} />
            <PersonLine label={t('admin.userReviewee', { name: r.reviewee.name })} person={r.reviewee} />
          </p>
        </div>
        <Link
          to={`/chat/${r.conversationId}`}
          className="shrink-0 font-semibold text-brand-700 hover:underline"
        >
          {t('admin.readReviewChat')}
        </Link>
      </div>
      {r.body && (
        <p dir="auto" className="mt-2 break-words whitespace-pre-wrap text-ink">
          “{r.body}”
        </p>
      )}
      {r.reply && (
        <p dir="auto" className="mt-1 text-sm break-words text-muted">
          {t('admin.userReviewAnswer', { reply: r.reply })}
        </p>
      )}
      <ReportList
        reports={r.reports.map((p) => ({
          key: `${p.reporter}-${p.createdAt}`,
          by: t(p.reporter === 'reviewer' ? 'admin.reportedByReviewer' : 'admin.reportedByReviewee'),
          createdAt: p.createdAt,
          reason: p.reason,
        }))}
      />
      <ReasonBox id={reasonId} label={t('admin.userReviewReason')} value={reason} onChange={setReason} />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={action.isPending}
          onClick={() => run('dismiss')}
          className="min-h-11 rounded-lg border border-line px-4 font-semibold text-ink hover:bg-canvas disabled:opacity-60"
        >
          {t('admin.dismissReviewReports')}
        </button>
        <button
          type="button"
          disabled={action.isPending}
          onClick={() => run('removeReview')}
          className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t('admin.removeReview')}
        </button>
      </div>
    </li>
  );
}
