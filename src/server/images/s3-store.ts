// The image store in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through the AWS SDK v3.
// Every copy of the server reads and writes the same bucket, so a photo uploaded through one copy is
// served by all. Objects carry their type and a year-long immutable cache life, so a public bucket or a
// CDN in front of it (MEDIA_PUBLIC_URL) can serve them as /media does.
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import type { ImageStore, StoredObject } from './image-store';

/** DeleteObjects takes at most 1,000 keys per call. */
const DELETE_BATCH = 1000;

export class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: R2, MinIO and older S3-compatible stores refuse or ignore
      // the SDK's newer default trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A photo is small; a hung store must fail the request, not hold it.
      requestHandler: { requestTimeout: 15_000, connectionTimeout: 5_000 },
    });
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: bytes,
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(name: string): Promise<StoredObject | undefined> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      if (!out.Body) return undefined;
      return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async remove(names: string[]): Promise<void> {
    for (let i = 0; i < names.length; i += DELETE_BATCH) {
      const batch = names.slice(i, i + DELETE_BATCH);
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  async *list(): AsyncIterable<{ name: string; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) yield { name: object.Key, modifiedAt: object.LastModified ?? new Date() };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
