/**
 * A LIMIT whose value is bound on each run. A bare `LIMIT ?` is planned by its value: SQLite
 * marks the statement to be prepared again whenever that parameter is bound afresh, and
 * better-sqlite3 binds every parameter on every run, so every run of such a statement was
 * prepared anew (10–20 µs here, more than a small query itself). As an expression the limit
 * is only evaluated, and the statement is prepared once.
 */
export const BOUND_LIMIT = 'LIMIT ? + 0';
