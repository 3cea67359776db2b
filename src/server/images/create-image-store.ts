// Which photo store the configuration names, in a file of its own: the two backends import the
// interface (image-store.ts), so the choice between them cannot live beside it without a loop.
import type { Config } from '../config';
import { DiskImageStore } from './disk-store';
import type { ImageStore } from './image-store';
import { S3ImageStore } from './s3-store';

export function createImageStore(config: Config): ImageStore {
  return config.s3 ? new S3ImageStore(config.s3) : new DiskImageStore(config.dataDir);
}
