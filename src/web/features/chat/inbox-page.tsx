// /chat: the person's conversations, newest first, in two tabs, 'Buying' and 'Selling'. The list is one request; the live channel keeps it current.
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CHAT_TEXT, type ChatRole } from '../../../domain/chat';
import { RequireSignIn } from '../../components/require-sign-in';
import { ChatIcon } from '../../components/ui/icons/chat';
import { EmptyCard, EmptyCardLink } from '../../components/ui/empty-card';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { enChat } from '../../i18n/en-chat';
import { useInbox } from './api/use-inbox';
import { InboxRow } from './components/inbox-row';

export function Component() {
  useEnglishSection('chat', enChat);
  const { t } = useTranslation();
  useDocumentTitle(t('chat.title'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('chat.title')}</h1>
      <RequireSignIn reason={t('chat.signInList')}>
        <Inbox />
      </RequireSignIn>
    </section>
  );
}

const TABS: { role: ChatRole; label: string }[] = [
  { role: 'buying', label: CHAT_TEXT.buying },
  { role: 'selling', label: CHAT_TEXT.selling },
];

function Inbox() {
  const { t } = useTranslation();
  const query = useInbox();
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const items = query.data?.items ?? [];
  // Without a choice, open the tab of the newest conversation: a seller lands on Selling.
  const asked = params.get('tab');
  const role: ChatRole = asked === 'buying' || asked === 'selling' ? asked : (items[0]?.role ?? 'buying');
  const unreadOf = (r: ChatRole) => items.filter((i) => i.role === r).reduce((n, i) => n + i.unread, 0);
  const shown = items.filter((i) => i.role === role);

  return (
    <div className="mt-4">
      <div role="tablist" aria-label={t('chat.title')} className="flex gap-2 border-b border-line">
        {TABS.map((tab) => {
          const selected = tab.role === role;
          const unread = unreadOf(tab.role);
          return (
            <button
              key={tab.role}
              type="button"
              role="tab"
              id={`${ids}-${tab.role}`}
              aria-selected={selected}
              aria-controls={`${ids}-panel`}
              onClick={() => setParams({ tab: tab.role }, { replace: true })}
              className={`-mb-px flex min-h-11 items-center gap-2 border-b-2 px-4 font-semibold ${selected ? 'border-brand-700 text-brand-700' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {t(tab.label)}
              {unread > 0 && (
                <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 text-white">
                  {unread}
                  <span className="sr-only"> {t('chat.unread')}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${role}`} className="mt-2">
        {query.isPending ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t('chat.loadingList')}
            </p>
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="flex items-center gap-3 px-3 py-3">
                <Skeleton className="h-14 w-14" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-4 w-2/3" />
                </div>
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <LoadError
            className="mt-4 rounded-2xl border border-line bg-white p-8 text-center"
            message={t('chat.listFailed')}
            onRetry={() => void query.refetch()}
          />
        ) : shown.length === 0 ? (
          <Empty role={role} />
        ) : (
          <ul className="divide-y divide-line">
            {shown.map((item) => (
              <InboxRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Empty({ role }: { role: ChatRole }) {
  const { t } = useTranslation();
  return role === 'buying' ? (
    <EmptyCard
      className="mt-4"
      icon={ChatIcon}
      title={t('chat.noSellerChats')}
      text={t('chat.noSellerChatsText', { button: t(CHAT_TEXT.chatWithSeller) })}
    >
      <EmptyCardLink to="/">{t('chat.browseAds')}</EmptyCardLink>
    </EmptyCard>
  ) : (
    <EmptyCard
      className="mt-4"
      icon={ChatIcon}
      title={t('chat.noBuyerChats')}
      text={t('chat.noBuyerChatsText')}
    >
      <EmptyCardLink to="/my-ads">{t('chat.seeMyAds')}</EmptyCardLink>
    </EmptyCard>
  );
}
