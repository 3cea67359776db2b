// `npx tsx scripts/move-photos-to-s3.ts`: copies the photos of a disk store (DATA_DIR/media) into the
// S3 bucket named by S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
// S3_FORCE_PATH_STYLE), so a server that had photos on disk can move to object storage: run this,
// start the servers with the S3 settings, run it once more for photos uploaded meanwhile, then remove
// DATA_DIR/media. Nothing is deleted by the script.
import { loadConfig } from '../src/server/config';
import { copyStore } from '../src/server/images/copy-store';
import { DiskImageStore } from '../src/server/images/disk-store';
import { S3ImageStore } from '../src/server/images/s3-store';

const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and the other S3_ settings) to the bucket the photos should move to.');
  process.exit(1);
}
const started = Date.now();
console.log(`Copying photos from ${config.dataDir}/media to bucket ${config.s3.bucket}…`);
const copied = await copyStore(new DiskImageStore(config.dataDir), new S3ImageStore(config.s3), (n) =>
  console.log(`  ${n} files`),
);
console.log(`Copied ${copied} files in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
