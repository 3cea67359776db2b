// The HTTP SMS provider (docs/deploy.md "SMS codes"): one JSON POST per message to SMS_PROVIDER_URL
// with the key as a bearer token. Any 2xx answer means the provider took the message; anything else,
// a network error or no answer within SMS_PROVIDER_TIMEOUT_MS is a failed send, which the caller
// undoes (decision 186). The key never reaches a log line.
import type { FastifyBaseLogger } from 'fastify';
import { SMS_PROVIDER_TIMEOUT_MS } from '../../../domain/limits';
import type { SmsProviderConfig } from '../../config';
import { SmsSendError, type SmsMessage, type SmsSender } from './sender';

/** 0300-1234567 → 923001234567: providers address Pakistani mobiles in the international form. */
export function internationalNumber(phone: string): string {
  return `92${phone.replace(/\D/g, '').slice(1)}`;
}

export function httpSmsSender(
  provider: SmsProviderConfig,
  log: FastifyBaseLogger,
  timeoutMs = SMS_PROVIDER_TIMEOUT_MS,
): SmsSender {
  return {
    kind: 'http',
    async send({ to, text }: SmsMessage) {
      let status: number;
      try {
        const res = await fetch(provider.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${provider.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ to: internationalNumber(to), from: provider.sender, text }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        status = res.status;
        // Read the answer to the end so the connection can be reused; its words are only logged.
        const answer = (await res.text()).slice(0, 200);
        if (res.ok) return;
        log.warn({ status, answer }, 'the SMS provider refused a message');
      } catch (err) {
        log.warn({ err: (err as Error).message }, 'the SMS provider could not be reached');
        throw new SmsSendError('SMS provider unreachable');
      }
      throw new SmsSendError(`SMS provider answered ${status}`);
    },
  };
}
