// Which push addresses the server will send to (decision 095): https on a known push service, or a
// push service on this machine (http on localhost, as a local one like web-push-testing runs).
const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
  if (!listed || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL.has(host));
}
