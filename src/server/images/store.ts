// Where processed photos live and how they are named (docs/architecture.md §5: server-made names, never
// the original bytes). Each photo is stored as WebP renditions `{id}-{width}.webp` under
// DATA_DIR/media and served at /media/{id}-{width}.webp with a long immutable cache life.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTH_CARD, IMAGE_WIDTH_DETAIL, IMAGE_WIDTH_MEDIUM } from '../../domain/limits';

/** Every width a photo is stored at; photos from before IMAGE_WIDTH_MEDIUM get it on first request. */
export const RENDITION_WIDTHS = [IMAGE_WIDTH_DETAIL, IMAGE_WIDTH_CARD, IMAGE_WIDTH_MEDIUM] as const;

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

export function renditionFile(dataDir: string, id: string, width: number): string {
  return path.join(mediaDir(dataDir), `${id}-${width}.webp`);
}

export async function writeRendition(
  dataDir: string,
  id: string,
  width: number,
  bytes: Buffer,
): Promise<void> {
  await mkdir(mediaDir(dataDir), { recursive: true });
  await writeFile(renditionFile(dataDir, id, width), bytes);
}

export async function removeImageFiles(dataDir: string, id: string): Promise<void> {
  await Promise.all(RENDITION_WIDTHS.map((w) => rm(renditionFile(dataDir, id, w), { force: true })));
}
