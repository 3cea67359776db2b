// Picks the live channel's backend from the configuration: Redis when REDIS_URL is set, else
// PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in process (the embedded database is one process).
import type { Config } from '../../config';
import type { ChatBus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createPostgresBus } from './postgres-bus';
import { createRedisBus } from './redis-bus';

export async function createChatBus(config: Pick<Config, 'redisUrl' | 'databaseUrl'>): Promise<ChatBus> {
  if (config.redisUrl) return createRedisBus(config.redisUrl);
  if (config.databaseUrl) return createPostgresBus(config.databaseUrl);
  return createMemoryBus();
}
