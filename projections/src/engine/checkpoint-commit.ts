import type { CommitOutcome, Generation, ReadModelStore, WriteOp } from '../store/read-model-store.port.js';

/** When the log recorded the event at the checkpoint: what lag in milliseconds is measured from. */
export const CHECKPOINT_AT_KEY = '_checkpoint_at';
/** The projection version that wrote a generation: a mismatch at start means rebuild. */
export const VERSION_KEY = '_version';

export interface CheckpointCommit {
  writes: readonly WriteOp[];
  /** The checkpoint the writer read; anything else stored means another writer moved on. */
  from: number;
  /** The last event the writes cover. */
  to: { position: number; recordedAt: string | null };
  version: number;
  /** Refuse unless the generation is the active one (a live writer, not a rebuild's). */
  requireActive: boolean;
}

/** Writes and the checkpoint that covers them, with the version that made them: one atomic, fenced unit. */
export const commitWithCheckpoint = (store: ReadModelStore, target: Generation, commit: CheckpointCommit): Promise<CommitOutcome> =>
  store.commit(target, {
    ops: [
      ...commit.writes,
      ...(commit.to.recordedAt === null ? [] : [{ op: 'set' as const, key: CHECKPOINT_AT_KEY, value: commit.to.recordedAt }]),
      { op: 'set', key: VERSION_KEY, value: String(commit.version) },
    ],
    expectedCheckpoint: commit.from,
    checkpoint: commit.to.position,
    requireActive: commit.requireActive,
  });
