// What SqliteReadAhead and its reading thread share; kept apart so the thread loads nothing else.
import type { EventRow } from './sqlite-log.rows.js';

/** Slots of the shared control array: pages the thread may still read, and "stop now". */
export const CREDIT = 0;
export const STOP = 1;

/** What the reading thread posts: a page of rows, or why it stopped. */
export type ReaderMessage = EventRow[] | { failed: string; code?: string | undefined };

/** What the reading thread starts with. */
export interface ReaderThreadData {
  file: string;
  after: number;
  limit: number;
  /** An Int32Array's buffer, indexed by CREDIT and STOP. */
  control: SharedArrayBuffer;
}
