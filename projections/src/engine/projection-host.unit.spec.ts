import { DEFAULT_FOLD_THREADS, defaultFoldThreads } from './projection-host.js';

describe('defaultFoldThreads', () => {
  it('folds in parts on the cores the rebuilds beside it leave, at most DEFAULT_FOLD_THREADS', () => {
    expect(defaultFoldThreads(2, 0)).toBe(2);
    expect(defaultFoldThreads(8, 0)).toBe(DEFAULT_FOLD_THREADS);
    expect(defaultFoldThreads(8, 4)).toBe(4);
    expect(defaultFoldThreads(8, 5)).toBe(3);
  });

  it('leaves the fold on one thread where another rebuild would share its cores', () => {
    expect(defaultFoldThreads(2, 1)).toBe(1);
    expect(defaultFoldThreads(2, 4)).toBe(0);
    expect(defaultFoldThreads(1, 0)).toBe(1);
  });
});
