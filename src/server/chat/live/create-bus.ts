// Picks the live channel's backend from the configuration: Redis when REDIS_URL is set, else
// PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in process (the embedded database is one process).
// The Redis client is loaded only when it is used, so a start without REDIS_URL never pays for it.
import type { Config } from '../../config';
import type { ChatBus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createPostgresBus } from './postgres-bus';

export async function createChatBus(config: Pick<Config, 'redisUrl' | 'databaseUrl'>): Promise<ChatBus> {
  if (config.redisUrl) return (await import('./redis-bus')).createRedisBus(config.redisUrl);
  if (config.databaseUrl) return createPostgresBus(config.databaseUrl);
  return createMemoryBus();
}
