// `npm start`: build the web app if its sources changed, then run the server (which migrates the
// database and, with DEMO_DATA=1, fills an empty one with demo ads).
import { buildWebIfStale } from './build-web';

await buildWebIfStale();
await import('../src/server/main');
