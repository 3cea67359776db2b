// A real local push service for the web push tests: the web-push-testing package's server, started
// on a free port in its own process. It checks the VAPID signature, decrypts what it receives and
// answers 410 for a subscription we expire, like a browser's push service.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './test-browser';

export interface LocalPushService {
  url: string;
  /** A browser's subscription for the given VAPID public key. */
  subscribe(applicationServerKey: string): Promise<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }>;
  messages(clientHash: string): Promise<string[]>;
  expire(clientHash: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The package's own server (its bin/server.js), bound to 127.0.0.1: the bin listens on every
 * interface, and a test service must not be reachable from the network the machine is on.
 */
const LOOPBACK_SERVER = `
const [pkg, port] = process.argv.slice(1);
const TestingServer = require(pkg + '/src/server.js');
const { PushApiModel } = require(pkg + '/src/PushApiModel.js');
const server = new TestingServer(new PushApiModel(), Number(port));
const listen = server._app.listen.bind(server._app);
server._app.listen = (p, done) => listen(p, '127.0.0.1', done);
server.startServer();
`;

/** On `port` when given (the journeys name it in the server's PUSH_SERVICE_HOSTS), else a free one. */
export async function startLocalPushService(port?: number): Promise<LocalPushService> {
  port ??= await freePort();
  const require = createRequire(import.meta.url);
  const pkg = path.dirname(require.resolve('web-push-testing/package.json'));
  const child: ChildProcess = spawn(process.execPath, ['-e', LOOPBACK_SERVER, pkg, String(port)], {
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const post = (p: string, body?: unknown) =>
    fetch(url + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  for (let i = 0; ; i++) {
    const ok = await post('/status').then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 100) throw new Error('the local push service did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async subscribe(applicationServerKey) {
      const res = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      if (!res.ok) throw new Error(`subscribe failed: ${await res.text()}`);
      return ((await res.json()) as { data: Awaited<ReturnType<LocalPushService['subscribe']>> }).data;
    },
    async messages(clientHash) {
      const res = await post('/get-notifications', { clientHash });
      return ((await res.json()) as { data: { messages: string[] } }).data.messages;
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    async stop() {
      child.kill();
      await new Promise((r) => child.once('exit', r));
    },
  };
}
