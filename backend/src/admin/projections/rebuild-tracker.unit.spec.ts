import { RebuildTracker } from './rebuild-tracker.js';

const result = { projection: 'p', from: 1, to: 2, events: 3, durationMs: 4, eventsPerSecond: 750, foldStopped: null, foldedInParts: 0 };

describe('RebuildTracker', () => {
  const times = ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:05.000Z'];
  const clock = () => {
    let i = 0;
    return () => new Date(times[Math.min(i++, times.length - 1)] ?? times[0]!);
  };

  it('records a rebuild as running, then completed with its result', async () => {
    const tracker = new RebuildTracker(clock());
    let finish: (value: typeof result) => void = () => {};
    const { alreadyRunning, done } = tracker.start('p', () => new Promise((resolve) => (finish = resolve)));
    expect(alreadyRunning).toBe(false);
    expect(tracker.list()).toEqual([{ projection: 'p', state: 'running', startedAt: times[0] }]);
    finish(result);
    await done;
    expect(tracker.list()).toEqual([{ projection: 'p', state: 'completed', startedAt: times[0], finishedAt: times[1], result }]);
  });

  it('records a failure with its message', async () => {
    const tracker = new RebuildTracker(clock());
    await tracker.start('p', () => Promise.reject(new Error('store down'))).done;
    expect(tracker.list()).toEqual([{ projection: 'p', state: 'failed', startedAt: times[0], finishedAt: times[1], error: 'store down' }]);
  });

  it('says when a rebuild of that projection was already running', () => {
    const tracker = new RebuildTracker(clock());
    const never = () => new Promise<typeof result>(() => {});
    tracker.start('p', never);
    expect(tracker.start('p', never).alreadyRunning).toBe(true);
    expect(tracker.start('q', never).alreadyRunning).toBe(false);
  });
});
