// With REDIS_URL, copies signal each other through Redis pub/sub (decision 100). A subscribed ioredis
// connection cannot publish, so there are two. ioredis reconnects by itself and re-subscribes; each
// 'ready' after the first is a reconnect, after which the copy's browsers catch up from the tables.
// Redis is never in the way (decision 071): the copy starts while Redis is down, and a signal that
// cannot be published is handed to this copy's own sockets, so the people on it still see it live;
// the others catch up from the tables when Redis is back.
import { Redis } from 'ioredis';
import { listeners, parseEnvelope, type ChatBus, type LiveEnvelope } from './bus';

export async function createRedisBus(url: string, prefix = ''): Promise<ChatBus> {
  const channel = `${prefix}bs:chat`;
  const envelopes = listeners<[LiveEnvelope]>();
  const reconnects = listeners<[]>();
  const options = {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    retryStrategy: (times: number) => Math.min(times * 100, 1000),
    lazyConnect: true,
  };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    if (subscribedOnce) reconnects.emit();
  });
  subscriber.on('message', (from: string, text: string) => {
    const envelope = from === channel ? parseEnvelope(text) : null;
    if (envelope) envelopes.emit(envelope);
  });
  // Wait for Redis at most a moment; a copy that starts during an outage subscribes when it is back.
  const ready = Promise.all([publisher.connect(), subscriber.connect()]).then(async () => {
    await subscriber.subscribe(channel);
    subscribedOnce = true;
  });
  await Promise.race([ready.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  if (!subscribedOnce)
    void ready.catch(() =>
      subscriber.once('ready', () => {
        void subscriber
          .subscribe(channel)
          .then(() => {
            subscribedOnce = true;
            reconnects.emit();
          })
          .catch(() => {});
      }),
    );
  return {
    kind: 'redis',
    async publish(envelope) {
      try {
        if (publisher.status !== 'ready') throw new Error('Redis is not connected');
        await publisher.publish(channel, JSON.stringify(envelope));
      } catch {
        envelopes.emit(envelope);
      }
    },
    onEnvelope: envelopes.add,
    onReconnect: reconnects.add,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
