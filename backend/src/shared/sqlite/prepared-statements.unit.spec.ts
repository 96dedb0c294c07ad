import Database from 'better-sqlite3';
import { preparedStatements } from './prepared-statements.js';

describe('preparedStatements', () => {
  it('prepares each SQL text once and runs it as often as asked', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER)');
    const prepare = preparedStatements(db);
    const insert = prepare('INSERT INTO t (n) VALUES (?)');
    expect(prepare('INSERT INTO t (n) VALUES (?)')).toBe(insert);
    for (const n of [1, 2, 3]) prepare('INSERT INTO t (n) VALUES (?)').run(n);
    expect(prepare<[], { total: number }>('SELECT SUM(n) AS total FROM t').get()).toEqual({ total: 6 });
    expect(prepare('SELECT COUNT(*) AS c FROM t')).not.toBe(insert);
    db.close();
  });
});
