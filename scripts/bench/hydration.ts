// `npm run bench:hydration`: how much main-thread work a drawn page does before it can take a tap, on
// a 4× slowed CPU (decision 214). For home, a listing, a filtered listing and the ad page (signed out,
// and signed in), each run in a fresh browser context: the production build with demo data, the page
// asked for under a Chrome DevTools Protocol performance trace (devtools.timeline, as the Performance
// panel records), then read from the trace:
//   first pass  the task that runs `hydrateRoot`'s first render: React renders and commits the frame
//               there, in one task (a root hydrated outside a transition is not sliced, decision 167);
//               the parts inside `HydrationBoundary`s are left dehydrated and come in later slices.
//               Found as the first main-thread task after the mark below that runs the framework
//               chunk's code (React's scheduler posts the render as a message right after hydrateRoot);
//   hydrateRoot the task that calls hydrateRoot (main.tsx after its last await: the router made, the
//               queries put in the cache, React's listeners added), which the first pass follows;
//   evaluation  the task that evaluates the entry module (and with it the framework and its imports);
//   longest     the longest main-thread task from the page's request to idle;
//   TBT         total blocking time: the part over 50 ms of every main-thread task after the first
//               contentful paint, to idle (3 s after the network went quiet and the app had started).
// The mark: an init script (the bench's, not the app's) calls console.timeStamp on 'bs-hydrating',
// the event main.tsx dispatches right after hydrateRoot; that lands in the trace in hydrateRoot's task.
// Prints every run, then the median and max per page, and the load average before and after.
//   --runs N      runs per page (default 5)
//   --page NAME   only the pages whose name contains NAME
//   --verbose     print the tasks after the mark of each run (to check what the first pass is)
//   --trace DIR   keep each run's trace as JSON in DIR (opens in Chromium's Performance panel)
// WEB_DIR picks the build (default dist/web, rebuilt when stale); another build (an old commit's) is
// served as it is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { CPU_SLOWDOWN, PHONE_VIEWPORT, slowCpu } from '../../e2e/support/first-taps';
import { APP_HYDRATING_EVENT } from '../../src/domain/ssr';
import { buildWebIfStale } from '../build-web';
import { startDemoWebServer } from './demo-web-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    page: { type: 'string' },
    verbose: { type: 'boolean' },
    trace: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs ?? 5));
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIR = process.env.WEB_DIR ?? 'dist/web';
/** The issue's target for the first pass, per page. */
const TARGET_MS = 50;
const MARK = 'bs-hydrate-root';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'loading',
  'blink.user_timing',
].join(',');

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { message?: string; url?: string; frame?: string } };
}
interface Figures {
  firstPassMs: number;
  /** The task that calls hydrateRoot (the entry's code after its last await), before the first pass. */
  startMs: number;
  evaluationMs: number;
  longestMs: number;
  tbtMs: number;
  /** For --verbose: the tasks after the mark. */
  after: string[];
}

/** A top-level task of the thread (ThreadControllerImpl::RunTask nests inside it). */
const isTask = (e: TraceEvent) => e.ph === 'X' && e.name === 'RunTask';
const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);

/** The figures of one page load's trace. */
function read(events: TraceEvent[]): Figures {
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === MARK);
  if (!mark) throw new Error('no hydrateRoot mark in the trace: did the page hydrate?');
  const { pid, tid } = mark;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = thread.filter(isTask).sort((a, b) => a.ts - b.ts);
  const within = (task: TraceEvent) => (e: TraceEvent) => e.ts >= task.ts && e.ts < end(task);
  const calls = thread.filter((e) => e.name === 'FunctionCall');
  const urlOf = (e: TraceEvent) => e.args?.data?.url ?? '';
  const markTask = tasks.find((t) => within(t)(mark));
  if (!markTask) throw new Error('the mark is in no task');
  const after = tasks.filter((t) => t.ts >= end(markTask));
  const framework = (t: TraceEvent) =>
    calls.filter(within(t)).some((c) => /\/framework-[^/]*\.js/.test(urlOf(c)));
  const firstPass = after.find(framework);
  if (!firstPass) throw new Error('no framework task after the mark');
  // v8.evaluateModule names no file: the first one evaluates the entry's module graph (the framework
  // and every static import), boot.js being a classic script.
  const evaluate = thread.find((e) => e.name === 'v8.evaluateModule');
  const evaluation = evaluate && tasks.find((t) => within(t)(evaluate));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const blocking = tasks.filter((t) => !fcp || t.ts >= fcp.ts);
  const ms = (us: number) => us / 1000;
  const longest = tasks.reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a));
  return {
    firstPassMs: ms(firstPass.dur ?? 0),
    startMs: ms(markTask.dur ?? 0),
    evaluationMs: evaluation ? ms(evaluation.dur ?? 0) : NaN,
    longestMs: ms(longest.dur ?? 0),
    tbtMs: ms(blocking.reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) - 50_000), 0)),
    after: [
      `the evaluation at ${evaluation ? ms(evaluation.ts - mark.ts).toFixed(0) : '?'} ms, the longest task at ${ms(longest.ts - mark.ts).toFixed(0)} ms from the mark`,
      ...after
        .filter((t) => (t.dur ?? 0) > 1000)
        .slice(0, 12)
        .map(
          (t) =>
            `+${ms(t.ts - mark.ts).toFixed(0)} ms: ${ms(t.dur ?? 0).toFixed(1)} ms ${[
              ...new Set(calls.filter(within(t)).map((c) => `${c.name}:${path.basename(urlOf(c))}`)),
            ].join(' ')}${t === firstPass ? '  <- first pass' : ''}`,
        ),
    ],
  };
}

async function once(browser: Browser, origin: string, url: string, cookie?: { name: string; value: string }) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: PHONE_VIEWPORT,
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  try {
    if (cookie) await context.addCookies([{ ...cookie, url: origin }]);
    const page = await context.newPage();
    await page.addInitScript(
      ([event, mark]) => {
        document.addEventListener(event!, () => {
          console.timeStamp(mark!);
          (window as unknown as { __bsHydrating: boolean }).__bsHydrating = true;
        });
      },
      [APP_HYDRATING_EVENT, MARK],
    );
    const cdp = await context.newCDPSession(page);
    await slowCpu(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES.split(',') },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (window as unknown as { __bsHydrating?: boolean }).__bsHydrating,
      undefined,
      {
        timeout: 30_000,
      },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await complete;
    if (values.trace) {
      mkdirSync(values.trace, { recursive: true });
      const name = `${new URL(url, origin).pathname.replace(/\W+/g, '-')}${cookie ? '-signed-in' : ''}-${Date.now()}.json`;
      writeFileSync(path.join(values.trace, name), JSON.stringify({ traceEvents: events }));
    }
    return read(events);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const f = (ms: number) => (Number.isNaN(ms) ? '–' : ms.toFixed(0));

const loadBefore = loadAverage();
if (!process.env.WEB_DIR) await buildWebIfStale();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bs-bench-hydration-'));
console.log(`Starting the server with demo data (${WEB_DIR})…`);
const server = await startDemoWebServer(path.resolve(WEB_DIR), tmp);
const adPath = new URL(server.adUrl).pathname;
const pages = [
  { name: 'home', url: '/' },
  { name: 'listing', url: '/mobile-phones' },
  { name: 'filtered listing', url: '/property?location=Lahore' },
  { name: 'ad page, signed out', url: adPath },
  { name: 'ad page, signed in', url: adPath, signedIn: true },
].filter((p) => !values.page || p.name.includes(values.page));
// A served site is warm: each page is drawn once before it is timed.
for (const p of pages) await fetch(`${server.origin}${p.url}`).then((r) => r.text());

const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-sync'],
});
const results = new Map<string, Figures[]>();
try {
  for (let run = 0; run < RUNS; run++)
    for (const p of pages) {
      const cookie = p.signedIn ? await server.newPerson('Hydration Bench') : undefined;
      try {
        const figures = await once(browser, server.origin, p.url, cookie);
        results.set(p.name, [...(results.get(p.name) ?? []), figures]);
        console.log(
          `  ${pad(p.name, 22)} run ${run + 1}: first pass ${f(figures.firstPassMs)} ms, hydrateRoot's task ${f(figures.startMs)} ms, evaluation ${f(figures.evaluationMs)} ms, longest ${f(figures.longestMs)} ms, TBT ${f(figures.tbtMs)} ms`,
        );
        if (values.verbose) for (const line of figures.after) console.log(`      ${line}`);
      } catch (error) {
        console.log(
          `  ${pad(p.name, 22)} run ${run + 1}: FAILED (${(error as Error).message.split('\n')[0]})`,
        );
      }
    }
} finally {
  await browser.close();
  await server.close();
  rmSync(tmp, { recursive: true, force: true });
}

console.log(
  `\nHydration, CPU slowed ${CPU_SLOWDOWN}× (CDP), Chromium ${browser.version()}, ${WEB_DIR}, ${RUNS} runs; median / max in ms:`,
);
console.log(
  `  ${pad('page', 22)}${pad('first pass', 14)}${pad('hydrateRoot', 14)}${pad('evaluation', 14)}${pad('longest', 14)}${pad('TBT', 14)}`,
);
let over = 0;
for (const [name, runs] of results) {
  const col = (pick: (x: Figures) => number) => {
    const xs = runs.map(pick).filter((x) => !Number.isNaN(x));
    return xs.length ? `${f(median(xs))} / ${f(Math.max(...xs))}` : '–';
  };
  if (median(runs.map((r) => r.firstPassMs)) >= TARGET_MS) over++;
  const cells: ((r: Figures) => number)[] = [
    (r) => r.firstPassMs,
    (r) => r.startMs,
    (r) => r.evaluationMs,
    (r) => r.longestMs,
    (r) => r.tbtMs,
  ];
  console.log(`  ${pad(name, 22)}${cells.map((pick) => pad(col(pick), 14)).join('')}`);
}
console.log(
  `\nFirst pass under ${TARGET_MS} ms (median) on ${results.size - over} of ${results.size} pages. Load average before ${loadBefore}, after ${loadAverage()}.`,
);
