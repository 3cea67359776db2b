// The image store on this machine's disk: DATA_DIR/media/{id}-{width}.webp. A rendition is written to
// a temporary name, flushed and renamed into place, so a crash never leaves a half-written photo under
// a real name (a reader sees all of it or nothing).
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore, StoredObject } from './image-store';
import { mediaDir } from './store';

export class DiskImageStore implements ImageStore {
  readonly kind = 'disk';
  private readonly dir: string;
  private made = false;

  constructor(dataDir: string) {
    this.dir = mediaDir(dataDir);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    if (!this.made) {
      await mkdir(this.dir, { recursive: true });
      this.made = true;
    }
    const final = path.join(this.dir, name);
    const temporary = `${final}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, final);
  }

  async get(name: string): Promise<StoredObject | undefined> {
    const file = path.join(this.dir, name);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(path.join(this.dir, name), { force: true })));
  }

  async *list(): AsyncIterable<{ name: string; modifiedAt: Date }> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const info = await stat(path.join(this.dir, name)).catch(() => undefined);
      if (info?.isFile()) yield { name, modifiedAt: info.mtime };
    }
  }
}
