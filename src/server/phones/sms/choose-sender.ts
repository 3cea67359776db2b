// Which SMS backend this server uses (decision 186): the HTTP provider when SMS_PROVIDER_URL is set;
// otherwise the development outbox, but only where the development sign-in runs too (never in
// production, and only on a machine strangers cannot reach); otherwise none, and phone verification
// answers that it is not available.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { devOutbox, type DevOutbox } from './dev-outbox';
import { httpSmsSender } from './http-sender';
import type { SmsSender } from './sender';

export function chooseSmsSender(config: Config, log: FastifyBaseLogger): SmsSender | DevOutbox | undefined {
  if (config.sms) return httpSmsSender(config.sms, log);
  if (!config.production && config.devSignIn) return devOutbox(log);
  return undefined;
}

export const isOutbox = (sender: SmsSender | undefined): sender is DevOutbox => sender?.kind === 'outbox';
