// The chat row of `npm run bench`, also `npm run bench:chat` alone: N open live connections
// on one server process, R messages a second between random pairs for S seconds, sent as frames on the
// senders' sockets; the receiver's 'message' signal is the delivery. Prints delivery latency p50/p95,
// lost messages and the server's memory per connection (RSS from /proc, Linux). Then two copies on one
// PostgreSQL: a message sent through copy A reaches a receiver on copy B (LISTEN/NOTIFY).
//   --connections N (default 1000)  --rate R (default 200)  --duration S (default 30)
// Database: BENCH_CHAT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bs_chat_bench), made
// fresh and dropped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import type { LiveSignal } from '../../src/domain/chat';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/client';
import { ads, chatConversations, users } from '../../src/server/db/schema';
import { adRow } from '../../test/support/server/ad-factory';
import { dropDatabase, freshDatabase } from './bench-db';
import { verdict } from './report';
import { freePort } from './free-port';

export const DEFAULT_CHAT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/bs_chat_bench';

export interface ChatBenchOptions {
  connections: number;
  rate: number;
  seconds: number;
  url: string;
  log: (line: string) => void;
}

export interface ChatFigures {
  connections: number;
  rate: number;
  seconds: number;
  sent: number;
  acked: number;
  refused: number;
  delivered: number;
  lost: number;
  /** Frames with neither 'sent' nor 'error' by the end of the drain. */
  unanswered: number;
  sendSeconds: number;
  p50: number;
  p95: number;
  p99: number;
  rssPerConnectionKB: number;
  /** The server process's CPU time per stored message: a figure the machine's load does not inflate much. */
  serverCpuMsPerMessage: number;
  crossCopyMs: number | null;
}

async function startCopy(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/chat-server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: `/tmp/bs-chat-bench-${port}`,
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`chat server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
  });
  return child;
}

const rssKB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** CPU time of a process so far (user + system), in ms; /proc counts in clock ticks of 10 ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

/** People in pairs, each pair a seller with an ad and a buyer with a conversation about it. */
async function seedPairs(database: Database, people: number) {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: people }, (_, i) => ({
        issuer: 'urn:bs:bench',
        subject: `chat-${i}`,
        name: `P${i}`,
      })),
    )
    .returning({ id: users.id });
  const cookies: string[] = [];
  for (const row of rows)
    cookies.push(`${SESSION_COOKIE}=${(await createSession(database.db, row.id)).token}`);
  const pairs: { conversationId: string; a: number; b: number }[] = [];
  for (let i = 0; i + 1 < rows.length; i += 2) {
    const [ad] = await database.db.insert(ads).values(adRow(rows[i]!.id)).returning({ id: ads.id });
    const [c] = await database.db
      .insert(chatConversations)
      .values({ adId: ad!.id, sellerId: rows[i]!.id, buyerId: rows[i + 1]!.id, adTitle: 'Bench ad' })
      .returning({ id: chatConversations.id });
    pairs.push({ conversationId: c!.id, a: i, b: i + 1 });
  }
  return { cookies, pairs };
}

function open(base: string, cookie: string, onSignal: (s: LiveSignal) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/chat/live`, {
      headers: { cookie, origin: base },
    });
    ws.on('message', (data) => {
      const signal = JSON.parse(data.toString()) as LiveSignal;
      if (signal.type === 'hello') resolve(ws);
      onSignal(signal);
    });
    ws.once('error', reject);
  });
}

export async function benchChat(o: ChatBenchOptions): Promise<ChatFigures> {
  const database = await freshDatabase(o.url);
  const [portA, portB] = [await freePort(), await freePort()];
  const copies: ChildProcess[] = [];
  const sockets: WebSocket[] = [];
  try {
    o.log(`chat: seeding ${o.connections} people in ${o.connections / 2} conversations…`);
    const { cookies, pairs } = await seedPairs(database, o.connections);
    copies.push(await startCopy(o.url, portA));
    const baseA = `http://127.0.0.1:${portA}`;
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssKB(copies[0]!.pid!);

    // Per message: when it was sent, and when each socket heard of it (the 'sent' answer and the
    // receiver's signal race each other, so either may come first).
    const sentAt = new Map<string, number>(); // ref → time
    const refOf = new Map<string, string>(); // messageId → ref
    const heard = new Map<string, Map<number, number>>(); // messageId → socket index → time
    const receiverOf = new Map<string, number>(); // ref → the receiver's socket index
    let refused = 0;
    const latencies: number[] = [];
    const settle = (messageId: string) => {
      const ref = refOf.get(messageId);
      const at = ref === undefined ? undefined : heard.get(messageId)?.get(receiverOf.get(ref)!);
      if (ref !== undefined && at !== undefined && sentAt.has(ref)) {
        latencies.push(at - sentAt.get(ref)!);
        sentAt.delete(ref);
      }
    };
    o.log(`chat: opening ${o.connections} live connections…`);
    for (let i = 0; i < o.connections; i++) {
      const me = i;
      sockets.push(
        await open(baseA, cookies[i]!, (s) => {
          if (s.type === 'sent') {
            refOf.set(s.messageId, s.ref);
            settle(s.messageId);
          } else if (s.type === 'error') refused += 1;
          else if (s.type === 'message') {
            let byWho = heard.get(s.messageId);
            if (!byWho) heard.set(s.messageId, (byWho = new Map()));
            byWho.set(me, performance.now());
            settle(s.messageId);
          }
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssKB(copies[0]!.pid!);
    const rssPerConnectionKB = (after - before) / o.connections;
    o.log(`chat: ${sockets.length} connections open; RSS ${before} → ${after} kB`);

    o.log(`chat: ${o.rate} messages/s for ${o.seconds} s…`);
    const total = o.rate * o.seconds;
    const cpuBefore = cpuMs(copies[0]!.pid!);
    const started = performance.now();
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / o.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
      const [from, to] = Math.random() < 0.5 ? [pair.a, pair.b] : [pair.b, pair.a];
      const ref = `r${n}`;
      receiverOf.set(ref, to);
      sentAt.set(ref, performance.now());
      sockets[from]!.send(
        JSON.stringify({
          type: 'send',
          ref,
          conversationId: pair.conversationId,
          body: `bench message ${n}`,
        }),
      );
    }
    const sendSeconds = (performance.now() - started) / 1000;
    // Drain: wait until every frame is answered and deliveries stop coming (at most 60 s), so a slow
    // machine shows as latency, not as loss.
    const deliveredNow = () =>
      [...refOf].filter(([id, ref]) => heard.get(id)?.has(receiverOf.get(ref)!)).length;
    const drainUntil = performance.now() + 60_000;
    let last = -1;
    while (performance.now() < drainUntil) {
      await new Promise((r) => setTimeout(r, 2000));
      const now = deliveredNow();
      if (refOf.size + refused >= total && now === last) break;
      last = now;
    }
    const acked = refOf.size;
    const serverCpuMsPerMessage = (cpuMs(copies[0]!.pid!) - cpuBefore) / Math.max(1, acked);
    // Delivered: a stored message whose receiver (not just its sender) got the signal.
    const delivered = [...refOf].filter(([id, ref]) => heard.get(id)?.has(receiverOf.get(ref)!)).length;
    const sorted = [...latencies].sort((a, b) => a - b);
    for (const s of sockets) s.terminate();

    o.log('chat: two copies on one PostgreSQL, sender on A, receiver on B…');
    copies.push(await startCopy(o.url, portB));
    const baseB = `http://127.0.0.1:${portB}`;
    const pair = pairs[0]!;
    let crossCopyMs: number | null = null;
    const heardOnB = new Promise<number>((resolve) => {
      void open(baseB, cookies[pair.b]!, (s) => {
        if (s.type === 'message') resolve(performance.now());
      }).then((ws) => sockets.push(ws));
    });
    await new Promise((r) => setTimeout(r, 500));
    const t0 = performance.now();
    const res = await fetch(`${baseA}/api/chat/conversations/${pair.conversationId}/messages`, {
      method: 'POST',
      headers: { cookie: cookies[pair.a]!, origin: baseA, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'through copy A' }),
    });
    if (res.status === 201) {
      crossCopyMs = await Promise.race([
        heardOnB.then((t) => t - t0),
        new Promise<null>((r) => setTimeout(() => r(null), 5000)),
      ]);
    }
    await database.db.execute(sql`select 1`);
    return {
      connections: o.connections,
      rate: o.rate,
      seconds: o.seconds,
      sent: total,
      acked,
      refused,
      delivered,
      lost: acked - delivered,
      unanswered: total - acked - refused,
      sendSeconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      rssPerConnectionKB,
      serverCpuMsPerMessage,
      crossCopyMs,
    };
  } finally {
    for (const s of sockets) s.terminate();
    for (const c of copies) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await database.close();
    await dropDatabase(o.url);
  }
}

export function printChat(f: ChatFigures): string {
  return [
    `Chat: ${f.connections} live connections on one process, ${f.rate} messages/s between random pairs for ${f.seconds} s`,
    `  sent ${f.sent} in ${f.sendSeconds.toFixed(1)} s, stored ${f.acked}, refused ${f.refused}, unanswered ${f.unanswered}, delivered ${f.delivered}, lost ${f.lost}: ${verdict(f.lost === 0 && f.refused === 0 && f.unanswered === 0)} (target 0 lost)`,
    // A fast delivery of fewer messages than were sent measured the refusals: the row fails with them.
    `  delivery latency p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms; p95 ≤ 100 ms: ${verdict(f.p95 <= 100, { failures: f.refused + f.unanswered + f.lost, requests: f.delivered })}`,
    `  server memory per connection: ${f.rssPerConnectionKB.toFixed(1)} kB (RSS growth / connections); server CPU per message: ${f.serverCpuMsPerMessage.toFixed(2)} ms`,
    `  two copies: a message sent through A reached its receiver on B ${f.crossCopyMs === null ? 'NOT AT ALL' : `in ${f.crossCopyMs.toFixed(1)} ms`}: ${verdict(f.crossCopyMs !== null)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { connections: { type: 'string' }, rate: { type: 'string' }, duration: { type: 'string' } },
  });
  const started = Date.now();
  const figures = await benchChat({
    connections: Number(values.connections ?? 1000),
    rate: Number(values.rate ?? 200),
    seconds: Number(values.duration ?? 30),
    url: process.env.BENCH_CHAT_DATABASE_URL ?? DEFAULT_CHAT_BENCH_URL,
    log: (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`),
  });
  console.log(`\n${printChat(figures)}`);
  process.exit(0);
}
