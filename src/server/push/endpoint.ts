// Which push addresses the server will send to (decisions 095 and 142): https on a known push service
// on port 443, or a push service on this machine (http on localhost, as a local one like
// web-push-testing runs). An entry of PUSH_SERVICE_HOSTS may name another port (`localhost:8090`);
// without one, only 443 is admitted, so a listed host cannot be used to reach its other services.
const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]']);
const HTTPS_PORT = '443';

/** Why an address is refused: 'endpoint' (not a push service we send to), 'port' (wrong port). */
export type PushEndpointProblem = 'endpoint' | 'port';

function parseEntry(entry: string): { host: string; port: string } {
  const m = /^(.*?)(?::(\d{1,5}))?$/.exec(entry)!;
  return { host: m[1]!, port: m[2] ?? HTTPS_PORT };
}

export function pushEndpointProblem(endpoint: string, hosts: readonly string[]): PushEndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint';
  }
  const host = url.hostname.toLowerCase();
  const entries = hosts
    .map(parseEntry)
    .filter((h) => (h.host.startsWith('*.') ? host.endsWith(h.host.slice(1)) : host === h.host));
  if (entries.length === 0 || url.username || url.password) return 'endpoint';
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL.has(host)))) return 'endpoint';
  // URL leaves the scheme's default port out: https's is 443, http's is 80.
  const port = url.port || (url.protocol === 'https:' ? HTTPS_PORT : '80');
  return entries.some((h) => h.port === port) ? null : 'port';
}

export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  return pushEndpointProblem(endpoint, hosts) === null;
}
