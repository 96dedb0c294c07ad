// What the live path of the projection engine costs per event: the CPU the process spends to
// load what a batch reads, apply it and commit it with its checkpoint, as the embedded default
// (memory store) and a worker on Redis apply booking traffic. The events: the rebuild
// benchmark's booking log (5 requests : 3 approvals : 2 rejections), with a contact message
// every 20th.
//
//   node e2e/bench/live-apply.mjs [--events 40000] [--runs 3] [--store memory|redis|both]
//     [--burst 1,25] [--against /work/baseline]
//
// Each run applies the log in batches of `burst` events (1: every event its own batch, as at a
// trickle; 25: as under load) through each projection alone and through all the projections
// the tree has, and reads the process's CPU time around it. With --against DIR, every run
// measures that checkout's built packages too (its own engine's way of applying a batch), in a
// child process of their own, alternating which goes first, so that both sides see the same
// machine. Needs built packages.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { median, root as ownRoot, writeResult } from './lib.mjs';
import { eventAt } from './synthetic-log.mjs';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '40000' },
    runs: { type: 'string', default: '3' },
    store: { type: 'string', default: 'both' },
    burst: { type: 'string', default: '1,25' },
    against: { type: 'string' },
    // Internal: one measurement of one tree, printed as JSON (the parent alternates trees).
    child: { type: 'string' },
  },
});
const EVENTS = Number(values.events);
const WARMUP = Math.min(5_000, Math.floor(EVENTS / 4));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Every 20th position a contact message; the others the booking log's events, renumbered. */
const logEvent = (position) => {
  if (position % 20 === 0) {
    const id = `m-${position}`;
    const at = new Date(Date.UTC(2026, 0, 1) + position * 1000).toISOString();
    return {
      streamId: `contact-${id}`,
      revision: 0,
      position,
      recordedAt: at,
      event: {
        type: 'ContactMessageReceived',
        version: 1,
        eventId: `e-${position}`,
        occurredAt: at,
        actor: { kind: 'visitor' },
        correlationId: `c-${position}`,
        data: { messageId: id, name: `Visitor ${position}`, email: `v${position}@example.org`, subject: 'Hello', message: 'A question about the labs.' },
      },
    };
  }
  const booking = eventAt(position - Math.floor(position / 20));
  return { ...booking, position };
};

/**
 * One batch on the live path, as each tree's engine applies it: load what the batch reads (one
 * round trip), apply the events, commit the writes with the checkpoint (and the checkpoint's
 * time and the projection's version, as the follower does).
 */
const liveBatch = (engine) => {
  if (engine.foldBatch) {
    return async (store, target, projection, events, from) => {
      const handled = events.filter((e) => projection.handles.includes(e.event.type));
      const { writes } = await engine.foldBatch(store, target, projection, handled);
      const last = events.at(-1);
      const outcome = await engine.commitWithCheckpoint(store, target, { writes, from, to: last, version: projection.version, requireActive: true });
      if (!outcome.ok) throw new Error('refused');
    };
  }
  // Before: a BatchTx the handlers write Redis commands into, after a declared prefetch.
  return async (store, target, projection, events, from) => {
    const handled = events.filter((e) => projection.handles.includes(e.event.type));
    const tx = new engine.BatchTx(store, target);
    await tx.prefetch(handled.flatMap((e) => projection.prefetch?.(e) ?? []));
    for (const e of handled) {
      const applying = projection.apply(e, tx);
      if (applying) await applying;
    }
    const last = events.at(-1);
    tx.set('_checkpoint_at', last.recordedAt);
    tx.set('_version', String(projection.version));
    const outcome = await store.commit(target, { ops: tx.ops, expectedCheckpoint: from, checkpoint: last.position, requireActive: true });
    if (!outcome.ok) throw new Error('refused');
  };
};

/** One tree, one store, one batch size: µs of this process's CPU per event, per projection and for all. */
const measure = async ({ tree, store: storeKind, burst }) => {
  const engine = await import(pathToFileURL(path.join(tree, 'projections/dist/index.js')).href);
  const apply = liveBatch(engine);
  const all = engine.CENTRE_PROJECTIONS;
  const named = (name) => all.find((p) => p.name === name);
  const sets = [
    ...['occupancy', 'booking-lists', 'inbox'].map((name) => ({ label: name, projections: [named(name)] })),
    { label: `all (${all.length})`, projections: all },
  ];
  const log = Array.from({ length: WARMUP + EVENTS }, (_, i) => logEvent(i + 1));
  const out = {};
  for (const { label, projections } of sets) {
    const store =
      storeKind === 'redis'
        ? await engine.RedisReadModelStore.connect(REDIS_URL, { root: `bench:live:${process.pid}:${Date.now()}` })
        : new engine.MemoryReadModelStore();
    for (const projection of projections) await store.switchActive(projection.name, 1, null);
    const run = async (from, to) => {
      for (let at = from; at < to; at += burst) {
        const events = log.slice(at, Math.min(to, at + burst));
        for (const projection of projections) await apply(store, { projection: projection.name, generation: 1 }, projection, events, at);
      }
    };
    await run(0, WARMUP);
    const before = process.cpuUsage();
    const started = performance.now();
    await run(WARMUP, WARMUP + EVENTS);
    const cpu = process.cpuUsage(before);
    const seconds = (performance.now() - started) / 1000;
    out[label] = { cpuMicrosPerEvent: Number(((cpu.user + cpu.system) / EVENTS).toFixed(2)), eventsPerSecond: Math.round(EVENTS / seconds) };
    if (storeKind === 'redis') await store.dropNamespace();
    await store.close();
  }
  return out;
};

if (values.child) {
  console.log(JSON.stringify(await measure(JSON.parse(values.child))));
  process.exit(0);
}

const trees = [{ side: 'this', tree: ownRoot }, ...(values.against ? [{ side: 'against', tree: path.resolve(values.against) }] : [])];
const stores = values.store === 'both' ? ['memory', 'redis'] : [values.store];
const bursts = values.burst.split(',').map(Number);
const runs = [];
for (let run = 1; run <= Number(values.runs); run += 1) {
  for (const store of stores) {
    for (const burst of bursts) {
      const order = run % 2 === 1 ? trees : [...trees].reverse();
      for (const { side, tree } of order) {
        const child = spawnSync(process.execPath, [import.meta.filename, '--events', String(EVENTS), '--child', JSON.stringify({ tree, store, burst })], {
          encoding: 'utf8',
          env: { ...process.env, REDIS_URL },
        });
        if (child.status !== 0) throw new Error(`${side} (${tree}) failed: ${child.stderr}`);
        const hosts = JSON.parse(child.stdout.trim().split('\n').at(-1));
        console.log(JSON.stringify({ run, side, store, burst, hosts }));
        runs.push({ run, side, tree, store, burst, hosts });
      }
    }
  }
}

const medians = {};
for (const { side, tree } of trees) {
  for (const store of stores) {
    for (const burst of bursts) {
      const mine = runs.filter((r) => r.side === side && r.store === store && r.burst === burst);
      for (const label of Object.keys(mine[0].hosts)) {
        medians[`${side} ${store} burst ${burst} ${label}`] = {
          tree,
          cpuMicrosPerEvent: median(mine.map((r) => r.hosts[label].cpuMicrosPerEvent)),
          eventsPerSecond: median(mine.map((r) => r.hosts[label].eventsPerSecond)),
        };
      }
    }
  }
}
console.log(JSON.stringify(medians, null, 2));
writeResult('live-apply', {
  description:
    'CPU of the process (user + system) per event on the live path of the projection engine: load what a batch reads, apply it, commit its writes with the checkpoint; each projection alone, and all the projections the tree has (the baseline had five, two of them read by nothing), over the booking log (5 requests : 3 approvals : 2 rejections) with a contact message every 20th event, in batches of 1 and 25 events. Memory store: the embedded default; Redis: CPU of this process only (Redis works on its own core).',
  settings: { events: EVENTS, warmup: WARMUP, runs: Number(values.runs), stores, bursts, against: values.against ?? null, redis: REDIS_URL },
  runs,
  median: medians,
});
