// How far the product's followers of the log are behind it: every projection and the mail
// process manager, and the wait until they have caught up once the load has stopped (the
// "drain"). Figures come from GET /health where it reports them (`projections[].lagEvents`,
// `mail: { checkpoint, lagEvents, pending }`); a build whose /health does not falls back to
// what it does report (`checks[].detail[].lag`, else /metrics) for the projections, and to
// the mail process manager's own database for the mail: its checkpoint and its outbox rows
// still pending or being sent, against the head of the log. Both databases are opened
// read-only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const POLL_MS = 100;

const projectionsFromHealth = (health) => {
  if (Array.isArray(health?.projections)) {
    return health.projections.map((p) => ({ name: p.name ?? p.projection, checkpoint: p.checkpoint, lagEvents: p.lagEvents }));
  }
  const check = Array.isArray(health?.checks) ? health.checks.find((c) => c.name === 'projections') : undefined;
  if (Array.isArray(check?.detail)) return check.detail.map((p) => ({ name: p.name, checkpoint: p.checkpoint, lagEvents: p.lagEvents ?? p.lag }));
  return null;
};

/** `centre_projection_{checkpoint,lag_events}{projection="…"}` from the Prometheus text. */
const projectionsFromMetrics = (text) => {
  const byName = new Map();
  for (const match of text.matchAll(/^centre_projection_(checkpoint|lag_events)\{projection="([^"]+)"\} (\S+)$/gm)) {
    const [, gauge, name, value] = match;
    const entry = byName.get(name) ?? { name };
    entry[gauge === 'checkpoint' ? 'checkpoint' : 'lagEvents'] = Number(value);
    byName.set(name, entry);
  }
  return byName.size > 0 ? [...byName.values()] : null;
};

/** Reads the followers' positions of the product at `url` whose data folder is `dataDir`. */
export const productFollowers = (url, dataDir) => {
  const events = new Database(path.join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  const head = events.prepare('SELECT COALESCE(MAX(position), 0) AS head FROM events');
  let mailDb = null;
  const mailFromDatabase = (logHead) => {
    const file = path.join(dataDir, 'mail.sqlite');
    if (!mailDb && existsSync(file)) mailDb = new Database(file, { readonly: true, fileMustExist: true });
    if (!mailDb) return null;
    const checkpoint = mailDb.prepare("SELECT position FROM checkpoint WHERE name = 'mail'").get()?.position ?? 0;
    const pending = mailDb.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending')").get().n;
    return { checkpoint, lagEvents: Math.max(0, logHead - checkpoint), pending };
  };
  return {
    async read() {
      const logHead = head.get().head;
      let health = null;
      try {
        health = await (await fetch(`${url}/health`)).json();
      } catch {
        // not JSON, or not answering: the fallbacks below say what they can
      }
      let source = 'health';
      let projections = projectionsFromHealth(health);
      if (!projections) {
        source = 'metrics';
        projections = projectionsFromMetrics(await (await fetch(`${url}/metrics`)).text());
      }
      // A projection is behind by what it reports, or by what its checkpoint says against the
      // log's own head, whichever is more: a follower's idea of the head may be late.
      const behind = (projections ?? []).map((p) => ({
        ...p,
        lagEvents: Math.max(p.lagEvents ?? 0, typeof p.checkpoint === 'number' ? logHead - p.checkpoint : 0),
      }));
      const mail = health?.mail ? { ...health.mail, source: 'health' } : { ...mailFromDatabase(logHead), source: 'mail.sqlite' };
      return { logHead, projections: behind, projectionsSource: source, mail };
    },
    /** Every BookingRequested in the log (each 201 must be one). */
    bookingsInLog() {
      return events.prepare("SELECT COUNT(*) AS n FROM events WHERE type = 'BookingRequested'").get().n;
    },
    close() {
      events.close();
      mailDb?.close();
    },
  };
};

const projectionsCaughtUp = (state) => state.projections.length > 0 && state.projections.every((p) => p.lagEvents === 0);
const mailCaughtUp = (state) => state.mail.lagEvents === 0 && state.mail.pending === 0;

/**
 * Polls until every projection and the mail have caught up with the log (the load must have
 * stopped). Returns the seconds from `since` (a performance.now()) until each caught up, and
 * whether the wait gave up after `timeoutMs`.
 */
export const waitDrained = async (followers, since, timeoutMs) => {
  let projectionsAt = null;
  let mailAt = null;
  let state;
  for (;;) {
    state = await followers.read();
    const now = performance.now();
    if (projectionsAt === null && projectionsCaughtUp(state)) projectionsAt = now;
    if (mailAt === null && state.mail.lagEvents !== undefined && mailCaughtUp(state)) mailAt = now;
    if (projectionsAt !== null && mailAt !== null) break;
    if (now - since > timeoutMs) break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const seconds = (at) => (at === null ? null : Number(((at - since) / 1000).toFixed(2)));
  return {
    seconds: projectionsAt === null || mailAt === null ? null : seconds(Math.max(projectionsAt, mailAt)),
    projectionsSeconds: seconds(projectionsAt),
    mailSeconds: seconds(mailAt),
    timedOut: projectionsAt === null || mailAt === null,
    sources: { projections: state.projectionsSource, mail: state.mail.source },
    // Where they stood when the wait gave up.
    ...(projectionsAt === null || mailAt === null ? { last: { logHead: state.logHead, projections: state.projections, mail: state.mail } } : {}),
  };
};

/**
 * What the data folder holds once the backend has stopped: BookingRequested events in the log
 * and the mail outbox's rows by status.
 */
export const storedAfterStop = (dataDir) => {
  const events = new Database(path.join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  const bookingRequestedEvents = events.prepare("SELECT COUNT(*) AS n FROM events WHERE type = 'BookingRequested'").get().n;
  events.close();
  let mailByStatus = null;
  const mailFile = path.join(dataDir, 'mail.sqlite');
  if (existsSync(mailFile)) {
    const mail = new Database(mailFile, { readonly: true, fileMustExist: true });
    mailByStatus = Object.fromEntries(mail.prepare('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status').all().map((r) => [r.status, r.n]));
    mail.close();
  }
  return { bookingRequestedEvents, mailByStatus };
};
