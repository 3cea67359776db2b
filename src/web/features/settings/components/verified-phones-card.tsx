// Verified numbers (decision 186): the person's numbers with 'Verified', a way to add one (a code by
// SMS, typed in here) and to remove one. The number and the code are checked with the server's own
// schemas first, so a typo is told at once and in the same words.
import { useState, type FormEvent } from 'react';
import { PHONE_EXAMPLE } from '../../../../domain/format/phone';
import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MS, PHONE_INPUT_MAX_LENGTH } from '../../../../domain/limits';
import { phoneCodeCheckSchema, verifiablePhoneSchema } from '../../../../domain/schemas/phone-verification';
import { ApiRequestError } from '../../../lib/api/client';
import { fieldMessage, serverFieldMessages } from '../../../lib/form-messages';
import { toast } from '../../../lib/toast';
import { useEnglishSection, useTranslation, type Translate } from '../../../lib/translation';
import { enPhones } from '../../../i18n/en-phones';
import { useVerifiedPhones } from '../../../lib/api/phones';
import { VerifiedBadge } from '../../../components/phones/verified-badge';
import { useAskPhoneCode, useCheckPhoneCode, useRemovePhone } from '../api/phones';
import { SettingsCard } from './settings-card';

const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-ink tabular-nums aria-[invalid=true]:border-red-600';
const primary =
  'min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-50';
const quiet = 'min-h-11 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50';

/** What went wrong, in the page's language: the field's message, else the error's own. */
function problemOf(t: Translate, error: unknown, field: string): string {
  if (!(error instanceof ApiRequestError)) return t('phones.failed');
  const fields = serverFieldMessages(error);
  const text = fields[field] ?? Object.values(fields)[0];
  return text ? fieldMessage(t, text) : t.error(error, t('phones.failed'));
}

export function VerifiedPhonesCard() {
  useEnglishSection('phones', enPhones);
  const { t } = useTranslation();
  const list = useVerifiedPhones();
  const remove = useRemovePhone();
  const items = list.data?.items ?? [];
  return (
    <SettingsCard title={t('phones.title')} note={t('phones.note')}>
      {list.isSuccess && items.length === 0 && <p className="mb-3 text-sm text-muted">{t('phones.none')}</p>}
      {items.length > 0 && (
        <ul className="mb-4 divide-y divide-line rounded-lg border border-line">
          {items.map((item) => (
            <li key={item.phone} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="flex flex-wrap items-center gap-2">
                <bdi dir="ltr" className="font-semibold tabular-nums">
                  {item.phone}
                </bdi>
                <VerifiedBadge />
              </span>
              <button
                type="button"
                className={quiet}
                disabled={remove.isPending}
                aria-label={t('phones.removeNumber', { phone: item.phone })}
                onClick={() =>
                  remove.mutate(item.phone, {
                    onSuccess: () => toast.success(t('phones.removed')),
                    onError: (error) => toast.error(problemOf(t, error, 'phone')),
                  })
                }
              >
                {t('phones.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data?.available === false ? (
        <p className="text-sm text-muted">{t('phones.unavailable')}</p>
      ) : (
        <AddNumber />
      )}
    </SettingsCard>
  );
}

function AddNumber() {
  const { t } = useTranslation();
  const ask = useAskPhoneCode();
  const check = useCheckPhoneCode();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  /** The number a code went to (03xx-xxxxxxx), once one did. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: 'phone' | 'code'; text: string } | null>(null);

  const sendCode = async (phone: string) => {
    const parsed = verifiablePhoneSchema.safeParse(phone);
    if (!parsed.success)
      return setProblem({ field: 'phone', text: fieldMessage(t, parsed.error.issues[0]!.message) });
    setProblem(null);
    try {
      const sent = await ask.mutateAsync(parsed.data);
      setSentTo(sent.phone);
      setCode('');
    } catch (error) {
      setProblem({ field: sentTo ? 'code' : 'phone', text: problemOf(t, error, 'phone') });
    }
  };

  const onAsk = (event: FormEvent) => {
    event.preventDefault();
    void sendCode(typed);
  };

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const parsed = phoneCodeCheckSchema.shape.code.safeParse(code);
    if (!parsed.success)
      return setProblem({ field: 'code', text: fieldMessage(t, parsed.error.issues[0]!.message) });
    setProblem(null);
    try {
      await check.mutateAsync({ phone: sentTo, code: parsed.data });
      toast.success(t('phones.verified'));
      setSentTo(null);
      setTyped('');
      setCode('');
    } catch (error) {
      setProblem({ field: 'code', text: problemOf(t, error, 'code') });
    }
  };

  const error = (field: 'phone' | 'code') =>
    problem?.field === field ? (
      <p id={`verify-${field}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {problem.text}
      </p>
    ) : null;

  if (!sentTo)
    return (
      <form onSubmit={onAsk} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div>
          <label htmlFor="verify-phone" className="text-sm font-semibold">
            {t('phones.number')}
          </label>
          <input
            id="verify-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={PHONE_EXAMPLE}
            maxLength={PHONE_INPUT_MAX_LENGTH}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={problem?.field === 'phone' ? true : undefined}
            aria-describedby={problem?.field === 'phone' ? 'verify-phone-error' : 'verify-phone-hint'}
            className={`${inputClass} ${problem?.field === 'phone' ? 'border-red-600' : 'border-line'}`}
          />
          {error('phone') ?? (
            <p id="verify-phone-hint" className="mt-1 text-sm text-muted">
              {t('phones.numberHint', { example: PHONE_EXAMPLE, length: PHONE_CODE_LENGTH })}
            </p>
          )}
        </div>
        <button type="submit" disabled={ask.isPending} className={`${primary} sm:mb-7`}>
          {ask.isPending ? t('phones.sending') : t('phones.sendCode')}
        </button>
      </form>
    );

  return (
    <form onSubmit={onCheck} noValidate className="grid gap-3">
      <p className="text-sm" role="status">
        {t('phones.sent', {
          length: PHONE_CODE_LENGTH,
          phone: `\u2066${sentTo}\u2069`,
          minutes: PHONE_CODE_TTL_MS / 60_000,
        })}
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
        <div>
          <label htmlFor="verify-code" className="text-sm font-semibold">
            {t('phones.code')}
          </label>
          <input
            id="verify-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={PHONE_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={problem?.field === 'code' ? true : undefined}
            aria-describedby={problem?.field === 'code' ? 'verify-code-error' : undefined}
            className={`${inputClass} tracking-[0.3em] ${problem?.field === 'code' ? 'border-red-600' : 'border-line'}`}
          />
          {error('code')}
        </div>
        <button type="submit" disabled={check.isPending} className={`${primary} ${problem ? 'sm:mb-7' : ''}`}>
          {check.isPending ? t('phones.verifying') : t('phones.verify')}
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={quiet}
          disabled={ask.isPending}
          onClick={() => void sendCode(sentTo)}
        >
          {t('phones.newCode')}
        </button>
        <button
          type="button"
          className={quiet}
          onClick={() => {
            setSentTo(null);
            setProblem(null);
          }}
        >
          {t('phones.otherNumber')}
        </button>
      </div>
    </form>
  );
}
