// Every test service listens on 127.0.0.1 only: the local push service too, whose package's own
// server listens on every interface.
import { connect } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPushService, type LocalPushService } from './push-service';

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** This machine's addresses on its networks (not loopback), and the any-address forms. */
const otherAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')
    .map((a) => a!.address);

describe('the local push service', () => {
  let service: LocalPushService;
  let port: number;
  beforeAll(async () => {
    service = await startLocalPushService();
    port = Number(new URL(service.url).port);
  });
  afterAll(() => service.stop());

  it('answers on 127.0.0.1, and on no other address of the machine', async () => {
    expect(await accepts('127.0.0.1', port)).toBe(true);
    for (const address of otherAddresses()) expect(await accepts(address, port), address).toBe(false);
  });

  it('still takes subscriptions through its localhost address', async () => {
    const sub = await service.subscribe(
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    );
    expect(sub.endpoint).toContain(`localhost:${port}`);
  });
});
