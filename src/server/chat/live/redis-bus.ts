// With REDIS_URL, copies signal each other through Redis pub/sub (decision 100). A subscribed ioredis
// connection cannot publish, so there are two. ioredis reconnects by itself and re-subscribes; each
// 'ready' after the first is a reconnect, after which the copy's browsers catch up from the tables.
import { Redis } from 'ioredis';
import { listeners, parseEnvelope, type ChatBus, type LiveEnvelope } from './bus';

export async function createRedisBus(url: string, prefix = ''): Promise<ChatBus> {
  const channel = `${prefix}bs:chat`;
  const envelopes = listeners<[LiveEnvelope]>();
  const reconnects = listeners<[]>();
  const options = { maxRetriesPerRequest: 2, lazyConnect: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on('ready', () => reconnects.emit());
  subscriber.on('message', (from: string, text: string) => {
    const envelope = from === channel ? parseEnvelope(text) : null;
    if (envelope) envelopes.emit(envelope);
  });
  return {
    kind: 'redis',
    async publish(envelope) {
      await publisher.publish(channel, JSON.stringify(envelope));
    },
    onEnvelope: envelopes.add,
    onReconnect: reconnects.add,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
