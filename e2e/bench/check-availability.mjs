// POST /api/check-availability against the floor of a bare Express JSON route answering the
// same number of bytes, side by side in one run: throughput at 50 connections (median of 3
// alternating runs, target ratio >= 0.7) and latency at 10 connections (target p99 < 5 ms).
//
//   npm run build && node e2e/bench/check-availability.mjs
//
// Uses Redis read models when REDIS_URL is set (as in production), memory otherwise.
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, dateIn, median, startBackend, startScript, writeResult } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon(opts, (error, result) => (error ? reject(error) : resolve(result))));

const backend = await startBackend(process.env.REDIS_URL ? { READ_MODEL_NAMESPACE: `bench-${Date.now()}` } : {});
const catalog = await (await fetch(`${backend.url}/api/catalog`)).json();
const lab = catalog.labs.find((l) => l.id === 'FabricationLab');
const date = dateIn(3);
const facilities = lab.facilities.slice(0, 3).map((f) => f.id);
const slots = catalog.timeSlots.slice(0, 4).map((s) => s.label);

// Some occupancy to look up: one facility taken in two of the asked slots.
for (const slot of slots.slice(0, 2)) {
  await fetch(`${backend.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: 'Faculty', lab: lab.id, date, timeSlots: [slot], machines: [{ id: facilities[0], name: 'x' }], name: 'Bench Mark', contactNumber: '9000000000', email: 'bench@example.edu', institute: 'College of Engineering' }),
  });
}
await new Promise((r) => setTimeout(r, 500));
const body = JSON.stringify({ date, timeSlots: slots, machines: facilities, lab: lab.id });
const sample = await fetch(`${backend.url}/api/check-availability`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const sampleText = await sample.text();
if (!sample.ok) throw new Error(`check-availability answered ${sample.status}: ${sampleText}`);
const responseBytes = Buffer.byteLength(sampleText);

const floor = await startScript(path.join(import.meta.dirname, 'express-floor.mjs'), { FLOOR_RESPONSE_BYTES: String(responseBytes) });
const target = (url) => ({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body, duration: DURATION });

// Warm both up, then alternate so drift on a noisy machine hits both alike.
await cannon({ ...target(`${backend.url}/api/check-availability`), connections: 10, duration: 2 });
await cannon({ ...target(`${floor.url}/floor`), connections: 10, duration: 2 });
const runs = [];
/** Runs the load and notes the server's CPU time per answered request, in µs. */
const measured = async (server, url) => {
  const before = cpuMs(server.pid);
  const result = await cannon({ ...target(url), connections: 50 });
  const after = cpuMs(server.pid);
  const cpuUsPerRequest = before === null || after === null ? null : Math.round(((after - before) * 1000) / result.requests.total);
  return { result, cpuUsPerRequest };
};
for (let i = 0; i < RUNS; i++) {
  const { result: f, cpuUsPerRequest: floorCpu } = await measured(floor, `${floor.url}/floor`);
  const { result: p, cpuUsPerRequest: productCpu } = await measured(backend, `${backend.url}/api/check-availability`);
  runs.push({
    floorRps: f.requests.average,
    productRps: p.requests.average,
    ratio: p.requests.average / f.requests.average,
    floorCpuUsPerRequest: floorCpu,
    productCpuUsPerRequest: productCpu,
    productNon2xx: p.non2xx,
    productErrors: p.errors,
  });
}
const latency = [];
for (let i = 0; i < RUNS; i++) {
  const p = await cannon({ ...target(`${backend.url}/api/check-availability`), connections: 10 });
  const f = await cannon({ ...target(`${floor.url}/floor`), connections: 10 });
  latency.push({ productP50: p.latency.p50, productP99: p.latency.p99, floorP50: f.latency.p50, floorP99: f.latency.p99 });
}
await floor.stop();
await backend.stop();

function cpuSummary(all) {
  const known = all.filter((r) => r.productCpuUsPerRequest !== null && r.floorCpuUsPerRequest !== null);
  if (known.length === 0) return null;
  const product = median(known.map((r) => r.productCpuUsPerRequest));
  const floorUs = median(known.map((r) => r.floorCpuUsPerRequest));
  return { medianProductUsPerRequest: product, medianFloorUsPerRequest: floorUs, ratio: Number((floorUs / product).toFixed(2)) };
}

const result = {
  description: 'POST /api/check-availability (occupancy read model) vs a bare Express JSON route of the same response size',
  readModels: process.env.REDIS_URL ? 'redis' : 'memory',
  responseBytes,
  settings: { durationSeconds: DURATION, runs: RUNS, throughputConnections: 50, latencyConnections: 10 },
  throughput: { runs, medianRatio: median(runs.map((r) => r.ratio)), medianProductRps: median(runs.map((r) => r.productRps)), medianFloorRps: median(runs.map((r) => r.floorRps)), target: 0.7 },
  // Server CPU per request (from /proc): steadier than req/s when other work shares the cores.
  cpu: cpuSummary(runs),
  latency: { runs: latency, medianP99Ms: median(latency.map((l) => l.productP99)), medianP50Ms: median(latency.map((l) => l.productP50)), target: { p99Ms: 5 } },
};
result.meetsTargets = result.throughput.medianRatio >= 0.7 && result.latency.medianP99Ms < 5;
const file = writeResult('check-availability', result);
const cpuNote = result.cpu ? `; server CPU ${result.cpu.medianProductUsPerRequest} µs/request vs floor ${result.cpu.medianFloorUsPerRequest}` : '';
console.log(`check-availability: ${result.throughput.medianProductRps.toFixed(0)} req/s vs floor ${result.throughput.medianFloorRps.toFixed(0)} (ratio ${result.throughput.medianRatio.toFixed(2)}, target 0.7)${cpuNote}; p99 ${result.latency.medianP99Ms} ms at 10 connections (target < 5) → ${file}`);
