import Database from 'better-sqlite3';
import { BOUND_LIMIT } from './bound-limit.js';

describe('BOUND_LIMIT', () => {
  it('limits each run to the value bound for it, a negative one to nothing', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY)');
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    for (let n = 1; n <= 5; n++) insert.run(n);
    const page = db.prepare<[number, number], number>(`SELECT n FROM t WHERE n > ? ORDER BY n ${BOUND_LIMIT}`).pluck();
    expect(page.all(0, 2)).toEqual([1, 2]);
    expect(page.all(2, 2)).toEqual([3, 4]);
    expect(page.all(1, 3)).toEqual([2, 3, 4]);
    expect(page.all(0, 0)).toEqual([]);
    expect(page.all(3, -1)).toEqual([4, 5]);
    db.close();
  });
});
