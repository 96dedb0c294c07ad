import type {
  CommitOutcome,
  CommitRequest,
  Generation,
  ReadModelStore,
  ReadEachResults,
  ReadOp,
  ReadOptions,
  ReadResults,
  ReadTarget,
  TargetedRead,
  WriteOp,
} from '@centre/projections';

/** Raised instead of committing once this process no longer trusts its lease. */
export class LeaseLostError extends Error {
  readonly code = 'LEASE_LOST';
  constructor(key: string) {
    super(`lease ${key} is no longer held: not committing`);
  }
}

/** What the store asks of a lease. */
export interface HeldLease {
  readonly key: string;
  readonly held: boolean;
}

/**
 * The read-model store of a leased worker: every commit first checks that the lease is still
 * held by this process's own conservative clock. A holder that was paused past its lease
 * stops writing at its next commit; one paused in the middle of a commit is refused by the
 * store's own checkpoint fence once the new holder has committed. Reads pass through.
 */
export class LeaseFencedStore implements ReadModelStore {
  constructor(
    private readonly inner: ReadModelStore,
    private readonly lease: HeldLease,
  ) {}

  get prefersBulkLoad(): boolean {
    return this.inner.prefersBulkLoad;
  }

  read<const T extends readonly ReadOp[]>(target: ReadTarget, ops: T, options?: ReadOptions): Promise<ReadResults<T>> {
    return this.inner.read(target, ops, options);
  }

  readEach<const T extends readonly TargetedRead[]>(reads: T, options?: ReadOptions): Promise<ReadEachResults<T>> {
    return this.inner.readEach(reads, options);
  }

  async commit(target: Generation, request: CommitRequest): Promise<CommitOutcome> {
    if (!this.lease.held) throw new LeaseLostError(this.lease.key);
    return this.inner.commit(target, request);
  }

  async load(target: Generation, ops: Iterable<WriteOp> | AsyncIterable<WriteOp>): Promise<void> {
    if (!this.lease.held) throw new LeaseLostError(this.lease.key);
    return this.inner.load(target, this.whileHeld(ops));
  }

  /** A load lasts as long as the fold that feeds it: it stops at the first op after the lease is lost. */
  private async *whileHeld(ops: Iterable<WriteOp> | AsyncIterable<WriteOp>): AsyncGenerator<WriteOp> {
    for await (const op of ops) {
      if (!this.lease.held) throw new LeaseLostError(this.lease.key);
      yield op;
    }
  }

  checkpoint(target: Generation): Promise<number> {
    return this.inner.checkpoint(target);
  }

  activeGeneration(projection: string): Promise<number | null> {
    return this.inner.activeGeneration(projection);
  }

  allocateGeneration(projection: string): Promise<number> {
    return this.inner.allocateGeneration(projection);
  }

  async switchActive(projection: string, to: number, expected: number | null): Promise<boolean> {
    if (!this.lease.held) throw new LeaseLostError(this.lease.key);
    return this.inner.switchActive(projection, to, expected);
  }

  dropGeneration(target: Generation): Promise<number> {
    return this.inner.dropGeneration(target);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
