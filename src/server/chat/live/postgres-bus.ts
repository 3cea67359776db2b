// Server copies sharing one PostgreSQL (DATABASE_URL) signal each other with LISTEN/NOTIFY: no extra
// service to run. One dedicated connection listens (a pooled one would lose its LISTEN when returned);
// publishing uses a small pool of its own. A lost listener reconnects and reports it, so the copy's
// browsers catch up from the tables.
import pg from 'pg';
import { listeners, parseEnvelope, type ChatBus, type LiveEnvelope } from './bus';

const RETRY_MS = 1000;

export async function createPostgresBus(url: string, channel = 'bs_chat'): Promise<ChatBus> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad NOTIFY channel name "${channel}"`);
  const envelopes = listeners<[LiveEnvelope]>();
  const reconnects = listeners<[]>();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (isReconnect: boolean) => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (n) => {
      const envelope = n.channel === channel && n.payload ? parseEnvelope(n.payload) : null;
      if (envelope) envelopes.emit(envelope);
    });
    const lost = () => {
      if (closed || listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      retry = setTimeout(() => void listen(true).catch(lost), RETRY_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    listener = client;
    await client.connect();
    await client.query(`listen ${channel}`);
    if (isReconnect) reconnects.emit();
  };
  await listen(false);

  return {
    kind: 'postgres',
    async publish(envelope) {
      await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(envelope)]);
    },
    onEnvelope: envelopes.add,
    onReconnect: reconnects.add,
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
