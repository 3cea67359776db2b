// The text box (up to 1,000 characters) with 'Send', the buyers' quick replies and a photo message
// (one photo per message, through the ad photo pipeline). Enter sends; Shift+Enter starts a new line.
// Unsent text is kept per conversation until it is sent or the person signs out.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXT, QUICK_REPLIES } from '../../../../domain/chat';
import { CHAT_MESSAGE_MAX_LENGTH, IMAGE_MIME_TYPES } from '../../../../domain/limits';
import { Spinner } from '../../../components/ui/spinner';
import { CameraIcon } from '../../../components/ui/icons/camera';
import { loadChatDraft, saveChatDraft } from '../../../lib/chat-drafts';
import { useTranslation } from '../../../lib/translation';
import { useSendMessage } from '../api/actions';
import { uploadPhoto } from '../api/upload-photo';

export function Composer({ conversationId, buyer }: { conversationId: string; buyer: boolean }) {
  const send = useSendMessage(conversationId);
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = send.isPending || uploading;
  // The text typed here before Back, Forward or a reload (lib/chat-drafts.ts). Read after the first
  // render, so a drawn page and its hydration agree.
  useEffect(() => setText(loadChatDraft(conversationId)), [conversationId]);
  const type = (value: string) => {
    setText(value);
    saveChatDraft(conversationId, value);
  };

  const submit = (body: string, imageId?: string) => {
    setError(null);
    send.mutate(
      { body, ...(imageId ? { imageId } : {}) },
      {
        onSuccess: () => {
          if (!imageId && body === text) type('');
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError(t('chat.writeOrPhoto'));
    submit(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!busy) onSubmit(event);
    }
  };
  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const image = await uploadPhoto(file);
      submit('', image.id);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className="border-t border-line bg-white px-3 pt-2 pb-3">
      {buyer && (
        <div className="flex gap-2 overflow-x-auto pb-2" aria-label={t('chat.quickReplies')} role="group">
          {QUICK_REPLIES.map((reply) => (
            <button
              key={reply}
              type="button"
              disabled={busy}
              // Sent as shown: in the buyer's language.
              onClick={() => submit(t(reply))}
              className="min-h-11 shrink-0 rounded-full border border-brand-700 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              {t(reply)}
            </button>
          ))}
        </div>
      )}
      <form onSubmit={onSubmit} className="flex items-end gap-2">
        <label className="grid h-11 w-11 shrink-0 cursor-pointer place-items-center rounded-lg border border-line text-ink hover:bg-canvas">
          {uploading ? (
            <Spinner label={t('chat.uploadingPhoto')} className="h-5 w-5" />
          ) : (
            <CameraIcon size={22} />
          )}
          <span className="sr-only">{t('chat.addPhoto')}</span>
          <input
            ref={fileRef}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            className="sr-only"
            disabled={busy}
            onChange={(e) => void onPhoto(e.target.files?.[0])}
          />
        </label>
        <div className="flex-1">
          <label htmlFor={`message-${conversationId}`} className="sr-only">
            {t('chat.message')}
          </label>
          <textarea
            id={`message-${conversationId}`}
            rows={1}
            value={text}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            onChange={(e) => type(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat.writeMessage')}
            aria-describedby={`count-${conversationId}`}
            className="block max-h-40 min-h-11 w-full resize-y rounded-lg border border-line px-3 py-2 focus:border-brand-600"
          />
          <p id={`count-${conversationId}`} className="mt-0.5 text-end text-xs text-muted">
            {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
          </p>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="mb-5 min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {t(CHAT_TEXT.send)}
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
