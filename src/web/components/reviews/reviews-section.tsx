// A person's reviews on their page (decision 184): their average and count once three reviews tell,
// and the newest reviews with who wrote them and about which ad. The person rated answers each once;
// either of a review's two people may report it to the moderators. A chunk of its own with its texts:
// the seller page's first load does not carry it, and the server draws it with the page.
import { useState, type FormEvent } from 'react';
import type { SellerProfile, SellerReview } from '../../../domain/api';
import { REVIEW_TEXT_MAX_LENGTH, REVIEW_REPORT_REASON_MAX_LENGTH } from '../../../domain/limits';
import { enReviews } from '../../i18n/en-reviews';
import { withIsolated } from '../../lib/bidi';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { useFormat } from '../../lib/use-lang';
import { useAnswerReview, useReportReview } from '../../lib/api/reviews';
import { Stars } from './stars';

export default function ReviewsSection({
  seller,
  onChanged,
}: {
  seller: SellerProfile;
  onChanged: () => unknown;
}) {
  useEnglishSection('reviews', enReviews);
  const { t } = useTranslation();
  const rating = seller.rating;
  return (
    <section aria-labelledby="seller-reviews" className="mt-6" id="reviews">
      <h2 id="seller-reviews" className="text-xl font-bold">
        {t('reviews.title')}
      </h2>
      {rating && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-ink" data-testid="rating-summary">
          <Stars
            rating={rating.average}
            label={t('reviews.average', { average: rating.average })}
            size="text-xl"
          />
          <span className="font-bold">{t('reviews.average', { average: rating.average })}</span>
          <span className="text-muted">· {t('reviews.count', { count: rating.count })}</span>
        </p>
      )}
      {seller.reviews.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-line bg-white p-5 text-muted">{t('reviews.none')}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3" aria-label={t('reviews.title')}>
          {seller.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} sellerName={seller.name} onChanged={onChanged} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ReviewItem({
  review,
  sellerName,
  onChanged,
}: {
  review: SellerReview;
  sellerName: string;
  onChanged: () => unknown;
}) {
  const { t } = useTranslation();
  const { timeAgo } = useFormat();
  const [open, setOpen] = useState<'answer' | 'report' | null>(null);
  return (
    <li className="rounded-2xl border border-line bg-white p-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} label={t('reviews.stars', { count: review.rating })} />
        <bdi className="font-semibold text-ink">{review.reviewer.name}</bdi>
        <span className="text-sm text-muted">{timeAgo(review.createdAt)}</span>
      </div>
      {review.adTitle && (
        <p className="mt-1 truncate text-sm text-muted">
          {withIsolated((m) => t('reviews.about', { title: m }), review.adTitle)}
        </p>
      )}
      {review.body && (
        <p dir="auto" className="mt-2 break-words whitespace-pre-wrap text-ink">
          {review.body}
        </p>
      )}
      {review.reply && (
        <div className="mt-3 rounded-xl bg-canvas p-3 text-sm">
          <p className="font-semibold text-ink">
            {withIsolated((m) => t('reviews.answerFrom', { name: m }), sellerName)}
          </p>
          <p dir="auto" className="mt-1 break-words whitespace-pre-wrap text-ink">
            {review.reply}
          </p>
        </div>
      )}
      {(review.canReply || review.canReport) && open === null && (
        <div className="mt-2 flex gap-2">
          {review.canReply && (
            <button
              type="button"
              onClick={() => setOpen('answer')}
              className="min-h-11 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('reviews.answer')}
            </button>
          )}
          {review.canReport && (
            <button
              type="button"
              onClick={() => setOpen('report')}
              className="min-h-11 rounded-lg px-3 text-sm font-semibold text-muted hover:underline"
            >
              {t('reviews.report')}
            </button>
          )}
        </div>
      )}
      {open === 'answer' && (
        <AnswerForm review={review} onClose={() => setOpen(null)} onChanged={onChanged} />
      )}
      {open === 'report' && <ReportForm review={review} onClose={() => setOpen(null)} />}
    </li>
  );
}

function TextForm({
  id,
  label,
  maxLength,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  id: string;
  label: string;
  maxLength: number;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit(text: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  return (
    <form onSubmit={submit} className="mt-3" noValidate>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        dir="auto"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="mt-1 w-full rounded-lg border border-muted/70 p-3 text-base"
      />
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {submitLabel}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-lg border border-line px-4 font-semibold text-ink hover:bg-canvas"
        >
          {t('reviews.cancel')}
        </button>
      </div>
    </form>
  );
}

function AnswerForm({
  review,
  onClose,
  onChanged,
}: {
  review: SellerReview;
  onClose(): void;
  onChanged: () => unknown;
}) {
  const { t } = useTranslation();
  const answer = useAnswerReview(review.id, onChanged);
  const [error, setError] = useState<string | null>(null);
  return (
    <TextForm
      id={`answer-${review.id}`}
      label={t('reviews.answerLabel')}
      maxLength={REVIEW_TEXT_MAX_LENGTH}
      submitLabel={t('reviews.postAnswer')}
      pending={answer.isPending}
      error={error}
      onClose={onClose}
      onSubmit={(reply) =>
        answer.mutate(reply, {
          onSuccess: onClose,
          onError: (e) => setError(t.error(e, t('reviews.failed'))),
        })
      }
    />
  );
}

function ReportForm({ review, onClose }: { review: SellerReview; onClose(): void }) {
  const { t } = useTranslation();
  const report = useReportReview(review.id);
  const [error, setError] = useState<string | null>(null);
  if (report.isSuccess)
    return (
      <p role="status" className="mt-2 text-sm font-semibold text-brand-800">
        {t('reviews.reported')}
      </p>
    );
  return (
    <TextForm
      id={`report-${review.id}`}
      label={t('reviews.reportLabel')}
      maxLength={REVIEW_REPORT_REASON_MAX_LENGTH}
      submitLabel={t('reviews.sendReport')}
      pending={report.isPending}
      error={error}
      onClose={onClose}
      onSubmit={(reason) =>
        report.mutate(reason, { onError: (e) => setError(t.error(e, t('reviews.failed'))) })
      }
    />
  );
}
