// /admin's reported chats: each conversation someone reported, with every report (who reported whom,
// why, when), a link to read it (a moderator reads a reported conversation at /chat/:id), and the
// actions: dismiss the reports, or ban the reported person with the one ban there is.
import { useState } from 'react';
import { Link } from 'react-router';
import type { ConversationPerson, ReportedConversationItem } from '../../../../domain/moderation-api';
import { useTranslation } from '../../../lib/translation';
import { useModerationAction } from '../api/moderation';
import { ConfirmBan } from './confirm-ban';
import { PersonLine, QueueSection, ReasonBox, ReportList } from './report-list';

export function ReportedConversations({ conversations }: { conversations: ReportedConversationItem[] }) {
  const { t } = useTranslation();
  return (
    <QueueSection
      id="reported-chats"
      title={t('admin.chatsTitle')}
      nothing={t('admin.chatsNothing')}
      items={conversations}
    >
      {(c) => <ReportedConversation conversation={c} />}
    </QueueSection>
  );
}

function ReportedConversation({ conversation: c }: { conversation: ReportedConversationItem }) {
  const { t } = useTranslation();
  const action = useModerationAction();
  const [reason, setReason] = useState('');
  const reasonId = `chat-reason-${c.id}`;
  // The reported are the other people of each report: the seller when the buyer reported, and so on.
  const reported: ConversationPerson[] = [];
  if (c.reports.some((r) => r.reporter === 'buyer')) reported.push(c.seller);
  if (c.reports.some((r) => r.reporter === 'seller')) reported.push(c.buyer);
  return (
    <li className="rounded-2xl border border-line bg-white p-4" data-testid="reported-chat">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink" dir="auto">
            {t('admin.chatAbout', { title: c.adTitle })}
          </p>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted">
            <PersonLine label={t('admin.chatBuyer', { name: c.buyer.name })} person={c.buyer} />
            <PersonLine label={t('admin.chatSeller', { name: c.seller.name })} person={c.seller} />
          </p>
        </div>
        <Link to={`/chat/${c.id}`} className="shrink-0 font-semibold text-brand-700 hover:underline">
          {t('admin.readChat')}
        </Link>
      </div>
      <ReportList
        reports={c.reports.map((r) => ({
          key: `${r.reporter}-${r.createdAt}`,
          by: t(r.reporter === 'buyer' ? 'admin.reportedByBuyer' : 'admin.reportedBySeller'),
          createdAt: r.createdAt,
          reason: r.reason,
        }))}
      />
      <ReasonBox id={reasonId} label={t('admin.chatReason')} value={reason} onChange={setReason} />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={action.isPending}
          onClick={() =>
            action.mutate({ action: 'dismiss', targetId: c.id, conversation: true, reason: reason.trim() })
          }
          className="min-h-11 rounded-lg border border-line px-4 font-semibold text-ink hover:bg-canvas disabled:opacity-60"
        >
          {t('admin.dismiss')}
        </button>
        {reported
          .filter((p) => !p.banned)
          .map((p) => (
            <ConfirmBan
              key={p.id}
              name={p.name}
              label={t('admin.banPerson', { name: p.name })}
              disabled={action.isPending}
              onBan={() =>
                action.mutate({ action: 'ban', targetId: p.id, name: p.name, reason: reason.trim() })
              }
            />
          ))}
      </div>
    </li>
  );
}
