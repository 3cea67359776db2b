// A real S3-protocol server for the tests (s3rver, in this process, files under a temporary folder):
// the S3 image store is exercised over HTTP with the real AWS SDK, never against a mock of it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../../src/server/config';

/** s3rver checks signatures against this fixed key pair. */
const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  config: S3Config;
  /** The same settings as environment variables, for child processes. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'bs-photos'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bs-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: {
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
