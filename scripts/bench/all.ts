// `npm run bench`: every benchmark in turn, each on its own databases and server processes, so one
// command prints every figure docs/benchmarks.md quotes: the API rows and chat (api.ts), many copies and the
// realistic mix behind HAProxy (copies.ts), the mix with two workers, Redis and a replica
// (mixed-bench.ts), the saved-search alert job (alerts.ts), and a seller's page at a million ads with
// 100,000 people and 2,000,000 messages (sellers.ts), the ad page's similar ads at a million ads
// (similar.ts) and the photo-match lookup at 5,000,000 photos (photos.ts).
// `--quick` runs each at 10,000 ads; the scripts can also be run alone (bench:api, bench:copies, …).
import { spawnSync } from 'node:child_process';

const quick = process.argv.includes('--quick');
const runs: [string, string[]][] = [
  ['scripts/bench/api.ts', process.argv.slice(2)],
  ['scripts/bench/copies.ts', quick ? ['--quick'] : []],
  ['scripts/bench/mixed-bench.ts', quick ? ['--ads', '10000', '--seconds', '10'] : []],
  ['scripts/bench/alerts.ts', quick ? ['--ads', '10000', '--duration', '3'] : []],
  ['scripts/bench/sellers.ts', quick ? ['--ads', '10000', '--duration', '3'] : []],
  ['scripts/bench/similar.ts', quick ? ['--ads', '10000', '--count', '500'] : []],
  ['scripts/bench/photos.ts', quick ? ['--photos', '200000'] : []],
];
let failed = 0;
for (const [script, args] of runs) {
  console.log(`\n=== ${script} ${args.join(' ')}`);
  const { status } = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit' });
  if (status !== 0) {
    failed += 1;
    console.error(`${script} exited with ${status}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
