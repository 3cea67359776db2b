// Both image stores do the same thing: put, get, list and remove renditions; the S3 one against a real
// S3-protocol server (s3rver) through the AWS SDK.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/support/server/s3';
import { DiskImageStore } from './disk-store';
import type { ImageStore } from './image-store';
import { putRenditions, removePhotos, renditionNames } from './image-store';
import { S3ImageStore } from './s3-store';

async function readAll(store: ImageStore, name: string): Promise<Buffer | undefined> {
  const got = await store.get(name);
  if (!got) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of got.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const stores: [string, () => Promise<{ store: ImageStore; close(): Promise<void> }>][] = [
  [
    'disk',
    async () => ({
      store: new DiskImageStore(mkdtempSync(path.join(os.tmpdir(), 'bs-store-'))),
      close: async () => {},
    }),
  ],
  [
    's3',
    async () => {
      const s3: TestS3 = await startS3();
      return { store: new S3ImageStore(s3.config), close: () => s3.close() };
    },
  ],
];

describe.each(stores)('%s image store', (_kind, open) => {
  let store: ImageStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());

  it('keeps every rendition of a photo, lists them and removes them', async () => {
    const id = crypto.randomUUID();
    const detail = Buffer.from('detail-bytes');
    const card = Buffer.from('card');
    await putRenditions(store, id, [
      { width: 1600, bytes: detail },
      { width: 400, bytes: card },
      { width: 800, bytes: Buffer.from('medium') },
    ]);
    expect(await readAll(store, `${id}-1600.webp`)).toEqual(detail);
    expect((await store.get(`${id}-400.webp`))?.size).toBe(card.length);
    const listed: string[] = [];
    for await (const entry of store.list()) {
      listed.push(entry.name);
      expect(entry.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(listed.sort()).toEqual(renditionNames(id).sort());
    await removePhotos(store, [id, crypto.randomUUID()]);
    expect(await store.get(`${id}-1600.webp`)).toBeUndefined();
    expect(await readAll(store, `${id}-400.webp`)).toBeUndefined();
  });

  it('answers undefined for a name it never had', async () => {
    expect(await store.get(`${crypto.randomUUID()}-400.webp`)).toBeUndefined();
  });
});
