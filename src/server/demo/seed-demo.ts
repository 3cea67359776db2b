// Demo data at start-up (issue 2): filled in by the demo-data work.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';

export async function seedDemoIfEmpty(_db: Db, _config: Config, _log: FastifyBaseLogger): Promise<void> {}
