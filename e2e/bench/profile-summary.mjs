// Where a CPU profile's time went (a .cpuprofile of node --cpu-prof, e.g. from
// profile-bookings.mjs): by part of the product (the innermost frame of ours on each sample's
// stack decides), by package, and by function.
//
//   node e2e/bench/profile-summary.mjs FILE.cpuprofile [per-what count, e.g. accepted bookings]
//
// FROM_S and TO_S (seconds after the profile's start) keep the samples of a window only, e.g.
// the load without the process's start-up, whose module loading otherwise tops the list.
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const per = Number(process.argv[3] ?? 0);
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const PARTS = [
  [/\/mail\/|nodemailer/, 'mail'],
  [/projections\/(dist|src)|\/live\//, 'projections'],
  [/\/event-store\//, 'event log'],
  [/\/bookings\/|\/idempotency\//, 'bookings'],
  [/socket\.io|engine\.io|\/ws\//, 'socket.io'],
  [/express|router|body-parser|@nestjs|rxjs|cookie|helmet|_http|raw-body|type-is|\/auth\/|shared\/http/, 'http'],
];
const partOf = (id) => {
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { url } = byId.get(at).callFrame;
    for (const [pattern, part] of PARTS) if (pattern.test(url)) return part;
  }
  const { functionName, url } = byId.get(id).callFrame;
  return functionName.startsWith('(') ? functionName : url ? 'other' : functionName || 'other';
};
const packageOf = ({ url, functionName }) =>
  url.replace(/.*node_modules\//, 'nm/').replace(/.*\/(backend|projections|contracts)\/(dist|src)\//, '$1/').split('/').slice(0, 3).join('/') || functionName || '(native)';

const parts = new Map();
const packages = new Map();
const functions = new Map();
let total = 0;
const from = Number(process.env.FROM_S ?? 0) * 1e6;
const to = Number(process.env.TO_S ?? Infinity) * 1e6;
let at = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  if (at < from || at > to) return;
  total += dt;
  const frame = byId.get(id).callFrame;
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + dt);
  add(parts, partOf(id));
  add(packages, packageOf(frame));
  add(functions, `${frame.functionName || '(anonymous)'} ${packageOf(frame)}:${frame.lineNumber}`);
});
const show = (title, map, rows) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    const share = `${((100 * us) / total).toFixed(1)}%`.padStart(6);
    console.log(`${share}${per ? `${(us / per).toFixed(1).padStart(9)} µs each` : ''}  ${key}`);
  }
};
console.log(`${(total / 1000).toFixed(0)} ms sampled`);
show('by part (innermost frame of ours)', parts, 12);
show('by package', packages, 20);
show('by function (self time)', functions, 25);
