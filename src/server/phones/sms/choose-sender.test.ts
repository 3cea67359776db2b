// Which SMS backend a configuration gets (decision 186): the provider when configured, the development
// outbox only where the development sign-in runs, and none in production without a provider.
import pino from 'pino';
import { expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { chooseSmsSender } from './choose-sender';

const log = pino({ level: 'silent' });
const PROVIDER = { SMS_PROVIDER_URL: 'https://sms.example.pk/send', SMS_API_KEY: 'k' };
const GOOGLE = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };

it('sends through the provider when one is configured, in production or not', () => {
  expect(chooseSmsSender(loadConfig(PROVIDER), log)?.kind).toBe('http');
  expect(chooseSmsSender(loadConfig({ NODE_ENV: 'production', ...GOOGLE, ...PROVIDER }), log)?.kind).toBe(
    'http',
  );
});

it('uses the development outbox for `npm start` on this machine, and nowhere strangers reach', () => {
  expect(chooseSmsSender(loadConfig({}), log)?.kind).toBe('outbox');
  expect(chooseSmsSender(loadConfig({ PUBLIC_URL: 'https://staging.bs.pk' }), log)).toBeUndefined();
  expect(
    chooseSmsSender(loadConfig({ PUBLIC_URL: 'https://staging.bs.pk', DEV_SIGN_IN: '1' }), log)?.kind,
  ).toBe('outbox');
});

it('turns verification off in production without a provider', () => {
  expect(chooseSmsSender(loadConfig({ NODE_ENV: 'production', ...GOOGLE }), log)).toBeUndefined();
});
