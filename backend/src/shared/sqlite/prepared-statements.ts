import type Database from 'better-sqlite3';

export type Prepare = <P extends unknown[] = unknown[], R = unknown>(sql: string) => Database.Statement<P, R>;

/**
 * `db.prepare`, once per SQL text: preparing costs more than running a small statement, and
 * the stores using it run the same few statements on every booking and every signed-in request.
 */
export const preparedStatements = (db: Database.Database): Prepare => {
  const cache = new Map<string, Database.Statement>();
  return <P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> => {
    let statement = cache.get(sql);
    if (!statement) cache.set(sql, (statement = db.prepare(sql)));
    return statement as unknown as Database.Statement<P, R>;
  };
};
