// 'Chat with seller', on the ad card beside Call and WhatsApp and on the ad page.
// Signed out it opens the login modal; signed in it opens (or starts) this buyer's conversation.
// Before the app, and without it, signed out it opens the server's sign-in popover; signed in it is
// not drawn without JavaScript (the chat is the app's alone), and held for the app before it comes
// (decision 213).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { CHAT_TEXT } from '../../../domain/chat';
import { startConversation } from '../../lib/api/chat-start';
import { useLoginPrompt, useSession } from '../../lib/session';
import { Spinner } from '../ui/spinner';
import { ChatIcon } from '../ui/icons/chat';
import { useTranslation } from '../../lib/translation';

export function ChatWithSeller({ adId, className = '' }: { adId: string; className?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const login = useLoginPrompt();
  const navigate = useNavigate();
  // A plain pending flag rather than a mutation observer: this button is on every card of a page.
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      const { id } = await startConversation(adId);
      await navigate(`/chat/${id}`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      popoverTarget={user ? undefined : 'sign-in'}
      onClick={(event) => {
        event.preventDefault();
        if (user) void start();
        else login.open();
      }}
      disabled={pending}
      className={`${user ? 'noscript:hidden ' : ''}inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70 ${className}`}
    >
      {pending ? <Spinner label={t('chat.opening')} className="h-4 w-4" /> : <ChatIcon size={16} />}
      {t(CHAT_TEXT.chatWithSeller)}
    </button>
  );
}
