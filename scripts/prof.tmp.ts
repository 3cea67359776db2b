import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { openPostgres } from '../src/server/db/client';
import { benchAppConfig } from './bench/bench-db';
import { LoadGenerator } from './bench/load';
import * as T from './bench/targets';
const url = 'postgres://postgres@127.0.0.1:5432/bs_search_1m';
const database = await openPostgres(url, { max: 10 });
const port = 31235;
const app = await buildApp({ config: benchAppConfig(port, mkdtempSync(path.join(os.tmpdir(), 'x-')), url), database });
await app.listen({ host: '127.0.0.1', port });
const g = LoadGenerator.start();
const base = `http://127.0.0.1:${port}`;
const which = process.argv[2] ?? 'listing';
for (const [name, paths] of [['/healthz', ['/healthz']], ['healthz2', ['/healthz']], [which, which === 'home' ? ['/api/home'] : [T.LISTING]], [which+'2', which === 'home' ? ['/api/home'] : [T.LISTING]]] as const) {
  const f = await g.run({ name, baseUrl: base, paths: [...paths], mode: 'load', seconds: 8, connections: 50 });
  console.log(name, Math.round(f.rps), 'req/s p95', f.p95.toFixed(1), 'fails', f.failures);
}
g.stop(); await app.close(); await database.close();
