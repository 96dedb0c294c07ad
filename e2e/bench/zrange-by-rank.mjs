// Why the Redis deep page of the admin's application list was slow, measured inside Redis: a page
// by score with LIMIT offset (ZREVRANGEBYSCORE … LIMIT 49980 20, what the store sent before) walks
// every member before the page, where a page by rank (ZREVRANGE 49980 49999) finds its start in
// O(log N). Each figure is Redis' own clock (TIME) around 500 calls in one script, so the client's
// scheduling on a busy machine does not count; the two forms alternate, medians of ROUNDS.
//
//   REDIS_URL=redis://127.0.0.1:6379 node e2e/bench/zrange-by-rank.mjs      (MEMBERS=100000 ROUNDS=7)
import { readFileSync } from 'node:fs';
import { createClient } from 'redis';
import { median, writeResult } from './lib.mjs';

const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const CALLS = 500;
const KEY = `bench-zrange-${Date.now()}:all`;
const PAGE = 20;

// Redis' own clock around the calls (the script's file says how).
const TIMED = readFileSync(new URL('./redis-scripts/zrange-timed.lua', import.meta.url), 'utf8');

const client = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
await client.connect();
try {
  for (let from = 0; from < MEMBERS; from += 5_000) {
    const members = [];
    for (let n = from; n < Math.min(MEMBERS, from + 5_000); n += 1) members.push({ score: n + 1, value: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` });
    await client.zAdd(KEY, members);
  }
  const offsets = { 'page 1': 0, [`page ${MEMBERS / PAGE / 2}`]: MEMBERS / 2 - PAGE };
  const perCallUs = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [label, offset] of Object.entries(offsets)) {
      // The order swaps every round, so neither form always runs first.
      for (const form of round % 2 === 0 ? ['score', 'rank'] : ['rank', 'score']) {
        const us = Number(await client.eval(TIMED, { keys: [KEY], arguments: [form, String(CALLS), String(offset), String(PAGE)] }));
        (perCallUs[`${label} by ${form}`] ??= []).push(us / CALLS);
      }
    }
  }
  const summary = Object.fromEntries(Object.entries(perCallUs).map(([k, v]) => [k, { medianUsPerCall: Math.round(median(v) * 10) / 10 }]));
  const deep = `page ${MEMBERS / PAGE / 2}`;
  const result = {
    members: MEMBERS,
    rounds: ROUNDS,
    callsPerRound: CALLS,
    runs: perCallUs,
    summary,
    deepPageRatioScoreToRank: summary[`${deep} by score`].medianUsPerCall / summary[`${deep} by rank`].medianUsPerCall,
  };
  const file = writeResult('zrange-by-rank', result);
  console.log(JSON.stringify(summary, null, 2));
  console.log(`deep page: by score ${summary[`${deep} by score`].medianUsPerCall} µs, by rank ${summary[`${deep} by rank`].medianUsPerCall} µs a call; written to ${file}`);
} finally {
  await client.del(KEY);
  await client.quit();
}
