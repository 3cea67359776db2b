// Chat: the API, the live channel and the unread notifier, wired to one bus. The bus comes
// from the configuration (live/create-bus.ts) unless the caller gives one (tests of several copies).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ChatBus } from './live/bus';
import { createChatBus } from './live/create-bus';
import { LiveHub } from './live/hub';
import { liveRoute } from './live/live-route';
import { chatRoutes } from './routes';
import type { ChatDeps } from './chat-service';
import { startReplyTimesRefresh } from './reply-times-job';
import { notifyInBell, startUnreadNotifier, type NotifyUnread } from './unread-notifier';

export interface ChatOptions {
  bus?: ChatBus;
  /** Receives unread messages older than two minutes; defaults to a notification in the bell. */
  notifyUnread?: NotifyUnread;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: LiveHub;
  }
}

export const chatPlugin = fp(
  async (app: FastifyInstance, options: ChatOptions) => {
    const bus = options.bus ?? (await createChatBus(app.config));
    const hub = new LiveHub();
    bus.onEnvelope((envelope) => hub.deliver(envelope));
    bus.onReconnect(() => hub.helloAll());
    app.decorate('chatHub', hub);
    // Sessions that end close their sockets on every copy, through the same bus (decision 141).
    app.onSessionEnded((end) => bus.publish({ to: [end.userId], ended: { session: end.session } }));
    const deps: ChatDeps = { db: app.db, publish: (envelope) => bus.publish(envelope), log: app.log };
    await app.register(chatRoutes, { deps });
    await app.register(liveRoute, { deps, hub });
    const stop = startUnreadNotifier(app.db, app.log, options.notifyUnread ?? notifyInBell(app.db));
    const stopReplyTimes = startReplyTimesRefresh(app.db, app.log);
    app.addHook('preClose', async () => hub.closeAll(1001, 'server stopping'));
    app.addHook('onClose', async () => {
      stop();
      stopReplyTimes();
      await bus.close();
    });
  },
  { name: 'chat' },
);
