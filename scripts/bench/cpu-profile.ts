// Where a benchmark's server spends its CPU (docs/benchmarks.md "Where the time goes"): a V8 CPU
// profile of this process taken through the inspector while one row runs, written for DevTools and
// summed up as text, by function and by where its code lives (the project, each package, Node, V8's
// own work), so a run's log says where the time went without opening a viewer.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export interface CpuProfiler {
  /** Stops, writes the profile to `file` and returns its summary lines. */
  stop(file: string): Promise<string[]>;
}

export async function startCpuProfile(): Promise<CpuProfiler> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      session.disconnect();
      writeFileSync(file, JSON.stringify(profile));
      return summarise(profile);
    },
  };
}

/** Where a frame's code lives: a package, the project's own code, Node's, or V8's bookkeeping. */
function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node';
  const own = /\/(src|scripts)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]!.split('/').slice(0, 2).join('/')}` : url;
}

/** The summary of a profile a process wrote itself (`node --cpu-prof`). */
export function summariseProfileFile(file: string): string[] {
  return summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
}

function summarise(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++)
    self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + (deltas[i] ?? 0) / 1000);
  const total = (profile.endTime - profile.startTime) / 1000;
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const place = placeOf(url, functionName);
    const fn = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([k, ms]) =>
          `  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${k}`,
      );
  return [
    `CPU profile over ${total.toFixed(0)} ms (self time; '(idle)' is time the thread waited)`,
    'by where the code lives:',
    ...top(byPlace, 15),
    'by function:',
    ...top(byFunction, 25),
  ];
}

/**
 * CPU seconds spent so far by this process and by every PostgreSQL process on the machine (while a
 * benchmark runs alone, its backends are the ones working), from /proc: what a loaded row cost each
 * side per request, beside how long callers waited. With a pid, the node figure is that process's (a
 * server the benchmark started) instead of this one's.
 */
export function cpuSeconds(serverPid?: number): { node: number; postgres: number } {
  let postgres = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = procStat(pid);
    if (stat?.name === 'postgres') postgres += stat.seconds;
  }
  if (serverPid !== undefined) return { node: procStat(String(serverPid))?.seconds ?? 0, postgres };
  const own = process.cpuUsage();
  return { node: (own.user + own.system) / 1e6, postgres };
}

/** A process's name and the CPU seconds it has spent, from /proc (undefined when it is gone). */
function procStat(pid: string): { name: string; seconds: number } | undefined {
  const ticks = 100; // USER_HZ on Linux
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // gone since the listing
  }
  // After the name: state, ppid, … utime is the 12th field and stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    seconds: (Number(fields[11]) + Number(fields[12])) / ticks,
  };
}
