// Moving photos from one store to another (scripts/move-photos-to-s3.ts): every rendition in `from` is
// written to `to`. Idempotent: running it again rewrites the same bytes under the same names, so an
// interrupted move is finished by running it once more. Files are copied, never deleted here.
import type { ImageStore } from './image-store';

export async function copyStore(
  from: ImageStore,
  to: ImageStore,
  onProgress?: (copied: number) => void,
): Promise<number> {
  let copied = 0;
  for await (const { name } of from.list()) {
    if (name.endsWith('.tmp')) continue;
    const stored = await from.get(name);
    if (!stored) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    await to.put(name, Buffer.concat(chunks));
    copied += 1;
    if (copied % 500 === 0) onProgress?.(copied);
  }
  return copied;
}
