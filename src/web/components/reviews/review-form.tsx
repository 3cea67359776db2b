// The chat's review card (decision 184): once both people have written and a day has passed or the ad
// is sold, each may rate the other once, 1 to 5 stars and a few words. A chunk of its own with its
// texts (the chat page's first load does not carry it), drawn at the end of the conversation.
import { useState, type FormEvent } from 'react';
import type { ConversationDetail } from '../../../domain/chat';
import { REVIEW_RATING_MAX, REVIEW_TEXT_MAX_LENGTH } from '../../../domain/limits';
import { enReviews } from '../../i18n/en-reviews';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { useWriteReview } from '../../lib/api/reviews';
import { Stars } from './stars';

const CHOICES = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

export default function ReviewForm({
  conversationId,
  review,
  onChanged,
}: {
  conversationId: string;
  review: NonNullable<ConversationDetail['review']>;
  onChanged: () => unknown;
}) {
  useEnglishSection('reviews', enReviews);
  const { t } = useTranslation();
  const write = useWriteReview(conversationId, onChanged);
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (review.state === 'notYet') return null;
  const card = 'mt-4 rounded-2xl border border-line bg-white p-4';
  if (review.state === 'linked')
    return (
      <p role="note" className={`${card} text-sm text-muted`}>
        {t('reviews.linked')}
      </p>
    );
  if (review.state === 'given')
    return (
      <div className={card} data-testid="review-given">
        {write.isSuccess && (
          <p role="status" className="mb-1 font-semibold text-brand-800">
            {t('reviews.posted')}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          {t('reviews.given')}
          <Stars rating={review.rating} label={t('reviews.stars', { count: review.rating })} />
        </p>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) return setError(t('reviews.chooseStars'));
    setError(null);
    write.mutate(
      { rating, body: body.trim() },
      { onError: (e) => setError(t.error(e, t('reviews.failed'))) },
    );
  };
  return (
    <form onSubmit={submit} className={card} aria-labelledby={`rate-${conversationId}`} noValidate>
      <h2 id={`rate-${conversationId}`} className="font-bold text-ink">
        {t('reviews.rateTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('reviews.rateText')}</p>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-ink">{t('reviews.yourRating')}</legend>
        <div className="mt-1 flex gap-1">
          {CHOICES.map((n) => (
            // The radio itself covers its star, transparent: a tap on the star is a tap on the choice.
            <label key={n} className="relative block">
              <input
                type="radio"
                name={`rating-${conversationId}`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-label={t('reviews.stars', { count: n })}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={`grid h-11 w-11 place-items-center rounded-lg text-3xl leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${n <= rating ? 'text-amber-500' : 'text-line'}`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`review-words-${conversationId}`} className="mt-3 block text-sm font-semibold text-ink">
        {t('reviews.words')}
      </label>
      <textarea
        id={`review-words-${conversationId}`}
        rows={3}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        dir="auto"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        className="mt-1 w-full rounded-lg border border-muted/70 p-3 text-base"
      />
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={write.isPending}
        className="mt-3 min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t('reviews.post')}
      </button>
    </form>
  );
}
