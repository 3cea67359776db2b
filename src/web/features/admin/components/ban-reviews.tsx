// /admin's requests from suspended people to look at their ban again (decision 189): who asks, why
// they were banned, what they wrote; the moderator lifts the ban (the one unban there is) or keeps it,
// with an answer that goes to the audit log.
import { useState } from 'react';
import type { BanReviewItem } from '../../../../domain/moderation-api';
import { useTranslation } from '../../../lib/translation';
import { QueueSection } from './report-list';
import { useFormat } from '../../../lib/use-lang';
import { useKeepBan, useModerationAction } from '../api/moderation';

export function BanReviews({ reviews }: { reviews: BanReviewItem[] }) {
  const { t } = useTranslation();
  return (
    <QueueSection
      id="ban-reviews"
      title={t('admin.reviewsTitle')}
      nothing={t('admin.reviewsNothing')}
      items={reviews}
    >
      {(r) => <BanReview review={r} />}
    </QueueSection>
  );
}

function BanReview({ review: r }: { review: BanReviewItem }) {
  const { t } = useTranslation();
  const { timeAgo } = useFormat();
  const unban = useModerationAction();
  const keep = useKeepBan();
  const [answer, setAnswer] = useState('');
  const answerId = `review-answer-${r.id}`;
  const busy = unban.isPending || keep.isPending;
  return (
    <li className="rounded-2xl border border-line bg-white p-4" data-testid="ban-review">
      <p className="font-semibold text-ink" dir="auto">
        {t('admin.reviewFrom', { name: r.person.name })}{' '}
        <span className="text-xs font-normal text-muted">· {timeAgo(r.createdAt)}</span>
      </p>
      <p className="text-sm text-muted" dir="auto">
        {t('admin.reviewBanReason', { reason: r.banReason || '—' })}
      </p>
      <blockquote className="mt-2 whitespace-pre-line border-s-4 border-line ps-3 text-ink" dir="auto">
        {r.text}
      </blockquote>
      <label htmlFor={answerId} className="mt-3 block text-sm font-semibold text-ink">
        {t('admin.reviewAnswer')}
      </label>
      <textarea
        id={answerId}
        rows={2}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        className="mt-1 w-full rounded-lg border border-line p-3 text-base"
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => unban.mutate({ action: 'unban', targetId: r.person.id, reason: answer.trim() })}
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('admin.unbanPerson', { name: r.person.name })}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => keep.mutate({ reviewId: r.id, reason: answer.trim() })}
          className="min-h-11 rounded-lg border border-line px-4 font-semibold text-ink hover:bg-canvas disabled:opacity-60"
        >
          {t('admin.keepBan')}
        </button>
      </div>
    </li>
  );
}
