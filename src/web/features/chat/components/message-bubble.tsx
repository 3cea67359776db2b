// One message: text or photo, its time, and for the writer 'Sent' or 'Seen'. A message with a link
// carries a warning for its receiver. A moderator reading a reported chat sees each message's writer
// by name and role: 'you' and 'the other person' mean nothing to them.
import { CHAT_TEXT, type ChatMessage } from '../../../../domain/chat';
import { privateImageUrl } from '../../../../domain/media';
import { WarningIcon } from '../../../components/ui/icons/warning';
import { INTL_LOCALES, LANGS, type Lang } from '../../../../domain/lang';
import { lazy } from '../../../../domain/lazy';
import { CLOCK_OPTIONS } from '../../../../domain/format/time';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

/** A message's time, in the page's language; each formatter made on first use (domain/lazy.ts). */
const clocks = Object.fromEntries(
  LANGS.map((lang) => [lang, lazy(() => new Intl.DateTimeFormat(INTL_LOCALES[lang], CLOCK_OPTIONS[lang]))]),
) as Record<Lang, () => Intl.DateTimeFormat>;

/** Who wrote a message, for a moderator's eyes. */
export interface MessageAuthor {
  name: string;
  role: 'buyer' | 'seller';
}

export function MessageBubble({ message, author }: { message: ChatMessage; author?: MessageAuthor }) {
  const mine = message.mine;
  const { t } = useTranslation();
  const lang = useLang();
  const photoAlt = author
    ? t('chat.photoFrom', { name: author.name })
    : mine
      ? t('chat.photoFromYou')
      : t('chat.photoFromOther');
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid="chat-message">
      <div
        className={`max-w-[80%] rounded-2xl px-3 py-2 ${mine ? 'rounded-ee-sm bg-brand-700 text-white' : 'rounded-es-sm border border-line bg-white text-ink'}`}
      >
        {author && (
          <p dir="auto" className={`mb-0.5 text-xs font-semibold ${mine ? 'text-brand-100' : 'text-muted'}`}>
            {t(author.role === 'buyer' ? 'chat.writtenByBuyer' : 'chat.writtenBySeller', {
              name: author.name,
            })}
          </p>
        )}
        {message.image && (
          <a href={privateImageUrl(message.image.id, 'detail')} target="_blank" rel="noopener noreferrer">
            <img
              src={privateImageUrl(message.image.id, 'card')}
              alt={photoAlt}
              width={message.image.width}
              height={message.image.height}
              className="mb-1 h-auto max-h-64 w-auto max-w-full rounded-lg"
              style={{ aspectRatio: `${message.image.width} / ${message.image.height}` }}
            />
          </a>
        )}
        {message.body && (
          // The writer's words in their own direction: '?Is this still available' otherwise (decision 153).
          <p dir="auto" className="break-words whitespace-pre-wrap">
            {message.body}
          </p>
        )}
        {message.linkWarning && (
          <p role="note" className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
            <WarningIcon size={14} className="me-1 inline align-[-2px]" />
            {t(CHAT_TEXT.linkWarning)}
          </p>
        )}
        <p className={`mt-0.5 text-end text-xs ${mine ? 'text-brand-100' : 'text-muted'}`}>
          <time dateTime={message.createdAt} dir="ltr">
            {clocks[lang]().format(new Date(message.createdAt))}
          </time>
          {mine && <span> · {t(message.readAt ? CHAT_TEXT.seen : CHAT_TEXT.sent)}</span>}
        </p>
      </div>
    </li>
  );
}
