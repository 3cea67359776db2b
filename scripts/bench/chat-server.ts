// One server copy for the chat benchmark, in its own process so its memory can be read from /proc and
// the load generator does not share its event loop. Configured by the environment like `npm start`
// (DATABASE_URL, PORT, PUBLIC_URL, REDIS_URL); prints READY once listening.
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';

const config = loadConfig({ ...process.env, DEMO_DATA: '0', LOG_LEVEL: 'silent', HOST: '127.0.0.1' });
const database = await openPostgres(config.databaseUrl!, { max: 20 });
const app = await buildApp({ config: { ...config, webDir: path.join(config.dataDir, 'no-web') }, database });
await app.listen({ host: '127.0.0.1', port: config.port });
console.log('READY');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
