// 'Chat with seller' (issue 14 item 1), on the ad card beside Call and WhatsApp and on the ad page.
// Signed out it opens the login modal; signed in it opens (or starts) this buyer's conversation.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { CHAT_TEXT, type StartConversationResponse } from '../../../domain/chat';
import { api } from '../../lib/api';
import { useLoginPrompt, useSession } from '../../lib/session';
import { Spinner } from '../ui/spinner';
import { ChatBubbleIcon } from './chat-bubble-icon';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../lib/use-lang';

export function ChatWithSeller({ adId, className = '' }: { adId: string; className?: string }) {
  const { t } = useTranslation();
  const dt = useDomainText();
  const { user } = useSession();
  const login = useLoginPrompt();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () =>
      api<StartConversationResponse>('/api/chat/conversations', { method: 'POST', body: { adId } }),
    onSuccess: ({ id }) => navigate(`/chat/${id}`),
    onError: (error) => toast.error(error.message),
  });
  return (
    <button
      type="button"
      onClick={() => (user ? start.mutate() : login.open())}
      disabled={start.isPending}
      className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70 ${className}`}
    >
      {start.isPending ? (
        <Spinner label={t('chat.opening')} className="h-4 w-4" />
      ) : (
        <ChatBubbleIcon size={16} />
      )}
      {dt(CHAT_TEXT.chatWithSeller)}
    </button>
  );
}
