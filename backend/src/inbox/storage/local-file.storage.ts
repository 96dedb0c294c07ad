import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { UploadBudgetSpentError, type FileStorage } from './file-storage.port.js';

/** Ids are ours (UUIDs), so anything else is refused before it can reach a path. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** By shape, not `instanceof`: errors of Node's fs may come from another realm (VM contexts, Jest). */
const isErrno = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/**
 * Files in one folder (`${DATA_DIR}/uploads`), named by their id, within a total budget of
 * bytes. The total is counted from the folder once, then kept as files come and go; two
 * uploads adopted at the same instant can pass it by one file at most.
 */
export class LocalFileStorage implements FileStorage {
  private used: Promise<number> | null = null;

  constructor(
    private readonly directory: string,
    private readonly budgetBytes = Number.POSITIVE_INFINITY,
  ) {}

  async hasRoomFor(bytes: number): Promise<boolean> {
    return (await this.usedBytes()) + bytes <= this.budgetBytes;
  }

  async adopt(tempPath: string): Promise<{ fileId: string }> {
    await mkdir(this.directory, { recursive: true });
    const { size } = await stat(tempPath);
    if (!(await this.hasRoomFor(size))) throw new UploadBudgetSpentError();
    const fileId = randomUUID();
    const target = this.pathOf(fileId);
    try {
      await rename(tempPath, target);
    } catch (error: unknown) {
      // The temp folder may sit on another device (a mounted volume): copy, then drop the original.
      if (!isErrno(error, 'EXDEV')) throw error;
      await copyFile(tempPath, target);
      await unlink(tempPath);
    }
    this.count(size);
    return { fileId };
  }

  async open(fileId: string): Promise<{ stream: ReturnType<typeof createReadStream>; sizeBytes: number } | null> {
    if (!FILE_ID.test(fileId)) return null;
    const path = this.pathOf(fileId);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), sizeBytes: info.size };
    } catch (error: unknown) {
      if (isErrno(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async remove(fileId: string): Promise<void> {
    if (!FILE_ID.test(fileId)) return;
    try {
      const { size } = await stat(this.pathOf(fileId));
      await unlink(this.pathOf(fileId));
      this.count(-size);
    } catch (error: unknown) {
      if (!isErrno(error, 'ENOENT')) throw error;
    }
  }

  private count(bytes: number): void {
    if (this.used) this.used = this.used.then((used) => used + bytes);
  }

  /** The bytes of the files kept (the temp folder of uploads in progress aside). */
  private usedBytes(): Promise<number> {
    this.used ??= (async () => {
      const entries = await readdir(this.directory, { withFileTypes: true }).catch((error: unknown) => {
        if (isErrno(error, 'ENOENT')) return [];
        throw error;
      });
      let total = 0;
      for (const entry of entries) if (entry.isFile() && FILE_ID.test(entry.name)) total += (await stat(this.pathOf(entry.name))).size;
      return total;
    })();
    return this.used;
  }

  private pathOf(fileId: string): string {
    return join(this.directory, fileId);
  }
}
