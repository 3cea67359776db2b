// /chat/{id}: one conversation. The ad summary on top, the messages (oldest first,
// older pages on demand), and the composer, unless the ad is gone or someone blocked. Incoming
// messages are marked read while the page is visible; the live channel refreshes everything.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { CHAT_TEXT, type ConversationDetail } from '../../../domain/chat';
import { formatPrice } from '../../../domain/format';
import { sellerPath } from '../../../domain/categories';
import { NotFoundNotice } from '../../components/not-found-notice';
import { RequireSignIn } from '../../components/require-sign-in';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api/client';
import { useLiveStatus } from '../../lib/chat-live';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { enChat } from '../../i18n/en-chat';
import { useMarkRead } from './api/actions';
import { useConversation } from './api/use-conversation';
import { useMessages } from './api/use-messages';
import { AdThumb } from './components/ad-thumb';
import { Composer } from './components/composer';
import { MessageBubble, type MessageAuthor } from './components/message-bubble';
import { SafetyActions } from './components/safety-actions';

// The review card comes in a chunk of its own, with its texts, once a review may be written.
const ReviewForm = lazy(() => import('../../components/reviews/review-form'));

export function Component() {
  const { id = '' } = useParams();
  useEnglishSection('chat', enChat);
  const { t } = useTranslation();
  return (
    <RequireSignIn reason={t('chat.signInOne')}>
      <Conversation key={id} id={id} />
    </RequireSignIn>
  );
}

function Conversation({ id }: { id: string }) {
  const conversation = useConversation(id);
  const { t } = useTranslation();
  useDocumentTitle(
    conversation.data ? t('chat.pageTitleWith', { name: conversation.data.other.name }) : t('chat.pageTitle'),
  );
  if (conversation.isPending) {
    return (
      <div aria-busy="true" className="mx-auto max-w-3xl space-y-3 px-4 py-6">
        <p role="status" className="sr-only">
          {t('chat.loadingOne')}
        </p>
        <Skeleton className="h-16" />
        <Skeleton className="ms-auto h-10 w-1/2" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  }
  if (conversation.isError) {
    if (conversation.error instanceof ApiRequestError && conversation.error.status === 404) {
      return (
        <NotFoundNotice
          heading={t('chat.notFound')}
          text={t('chat.notFoundText')}
          back={{ to: '/chat', label: t('chat.goToChats') }}
        />
      );
    }
    return (
      <LoadError
        title={t('chat.oneFailed')}
        message={t('routeError.text')}
        onRetry={() => void conversation.refetch()}
      />
    );
  }
  return <ConversationView conversation={conversation.data} onChanged={() => conversation.refetch()} />;
}

function ConversationView({
  conversation,
  onChanged,
}: {
  conversation: ConversationDetail;
  onChanged: () => unknown;
}) {
  const messages = useMessages(conversation.id);
  const markRead = useMarkRead(conversation.id);
  const live = useLiveStatus();
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  // Pages come newest first; the screen reads oldest first.
  const items = (messages.data?.pages ?? []).flatMap((p) => p.items).reverse();
  const newest = items[items.length - 1]?.id;
  const hasUnread = items.some((m) => !m.mine && m.readAt === null);
  const { mutate: markReadNow, isPending: marking } = markRead;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  useEffect(() => {
    if (conversation.moderatorView || !hasUnread || marking) return;
    const read = () => document.visibilityState === 'visible' && markReadNow();
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [hasUnread, newest, conversation.moderatorView, markReadNow, marking]);

  const ad = conversation.ad;
  const closedBecause = conversation.moderatorView
    ? t('chat.moderatorView')
    : conversation.blocked === 'by-me'
      ? t(CHAT_TEXT.youBlocked)
      : conversation.blocked === 'by-other'
        ? t(CHAT_TEXT.blockedYou)
        : !ad.available
          ? t(CHAT_TEXT.adUnavailable)
          : null;

  return (
    <section className="mx-auto flex h-[calc(100dvh-4rem)] max-w-3xl flex-col">
      <header className="border-b border-line bg-white px-3 py-2">
        <div className="flex items-center gap-2">
          <Link
            to="/chat"
            aria-label={t('chat.back')}
            className="grid h-11 w-11 shrink-0 place-items-center rounded-lg hover:bg-canvas"
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="rtl:-scale-x-100"
            >
              <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
          {/* In the name's own direction, so a long one is cut at its end; beside the back arrow still. */}
          <h1 dir="auto" className="min-w-0 flex-1 truncate text-lg font-bold [text-align:match-parent]">
            {/* The other person's page (decision 185): who they are before a deal. */}
            <Link to={sellerPath(conversation.other.id)} className="underline-offset-4 hover:underline">
              {conversation.other.name}
            </Link>
          </h1>
          {!conversation.moderatorView && <SafetyActions conversation={conversation} />}
        </div>
        <div className="mt-2 flex items-center gap-3 rounded-xl bg-canvas p-2">
          <AdThumb cover={ad.cover} size={48} />
          <div className="min-w-0">
            {ad.path && ad.available ? (
              <Link
                to={ad.path}
                dir="auto"
                className="block truncate font-semibold text-ink underline-offset-4 hover:underline"
              >
                {ad.title}
              </Link>
            ) : (
              <p dir="auto" className="truncate font-semibold text-ink">
                {ad.title}
              </p>
            )}
            <p className="text-sm">
              {ad.price > 0 && <span className="font-bold">{formatPrice(ad.price)}</span>}
              {!ad.available && <span className="text-muted"> {t(CHAT_TEXT.adUnavailable)}</span>}
            </p>
          </div>
        </div>
        {live !== 'open' && (
          <p role="status" className="mt-1 text-center text-xs text-muted">
            {t('chat.reconnecting')}
          </p>
        )}
      </header>

      <div className="flex-1 overflow-y-auto bg-canvas px-3 py-3">
        {messages.hasNextPage && (
          <div className="mb-3 text-center">
            <button
              type="button"
              onClick={() => void messages.fetchNextPage()}
              disabled={messages.isFetchingNextPage}
              className="min-h-11 rounded-lg px-4 text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('chat.loadOlder')}
            </button>
          </div>
        )}
        {messages.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <Skeleton className="ms-auto h-10 w-1/2" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        ) : messages.isError ? (
          <LoadError
            message={t('chat.messagesFailed')}
            onRetry={() => void messages.refetch()}
            className="py-8 text-center"
          />
        ) : items.length === 0 ? (
          <p className="py-8 text-center text-muted">
            {conversation.role === 'buying' ? t('chat.noMessagesBuyer') : t('chat.noMessages')}
          </p>
        ) : (
          <ol aria-label={t('chat.messages')} className="space-y-2">
            {items.map((m) => (
              <MessageBubble key={m.id} message={m} author={authorOf(conversation, m.mine)} />
            ))}
          </ol>
        )}
        {conversation.review && conversation.review.state !== 'notYet' && (
          <Suspense>
            <ReviewForm conversationId={conversation.id} review={conversation.review} onChanged={onChanged} />
          </Suspense>
        )}
        <div ref={endRef} />
      </div>

      {closedBecause ? (
        <p role="status" className="border-t border-line bg-white px-4 py-4 text-center font-medium text-ink">
          {closedBecause}
        </p>
      ) : (
        <Composer conversationId={conversation.id} buyer={conversation.role === 'buying'} />
      )}
    </section>
  );
}

/** A message's writer, for a moderator: the messages come from the buyer's side, `mine` is the buyer's. */
function authorOf(conversation: ConversationDetail, buyerWrote: boolean): MessageAuthor | undefined {
  const people = conversation.people;
  if (!people) return undefined;
  return buyerWrote
    ? { name: people.buyer.name, role: 'buyer' }
    : { name: people.seller.name, role: 'seller' };
}
