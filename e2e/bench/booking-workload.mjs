// The booking workload, one for every server it is run against (the product and its peers):
// POST /api/bookings at a fixed number of connections, each request on a (lab, date, slot) of
// its own so that none conflict, and the double-booking proof (many identical requests at once).
// The catalogue comes from the contracts of the checkout under test, as /api/catalog serves it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { benchRoot, dateIn } from './lib.mjs';

const contracts = await import(pathToFileURL(path.join(benchRoot, 'contracts/dist/index.js')).href);
const { LABS, TIME_SLOTS } = contracts;
/** The lab's open slots on a date; a checkout from before opening hours opens every slot. */
const openSlots = contracts.openSlotIds ?? (() => new Set(TIME_SLOTS.map((s) => s.id)));
/** The first facility any booker may book: not lent only with another, no training qualification needed. */
const firstBookable = (lab) => lab.facilities.find((f) => !f.lentWithAnother && !f.trainingRequired) ?? lab.facilities[0];

/** Bookings one booker email makes, and one client address sends, before the next takes over. */
const PER_EMAIL = 10;
const PER_ADDRESS = 100;

const body = (lab, facility, date, slot, booker = 0) =>
  JSON.stringify({
    timestamp: new Date().toISOString(),
    userType: 'Student',
    lab: lab.id,
    date,
    timeSlots: [slot.label],
    machines: [{ id: facility.id, name: facility.name }],
    name: 'Bench Visitor',
    contactNumber: '9876543210',
    email: `bench.visitor.${booker}@example.com`,
    institute: 'College of Engineering',
  });

/**
 * An endless supply of distinct (lab, date, slot) bookings of each lab's first bookable
 * facility, starting tomorrow, only in slots the lab opens that day (so every request is a
 * real booking, not an opening-hours refusal): each day's open cells in a fixed order, then
 * the next day. Every call starts the same sequence, so every server meets the same requests.
 * Like a campus's visitors, each booker email makes PER_EMAIL of them and each client address
 * (sent as X-Forwarded-For, read by a backend started with TRUST_PROXY=1) PER_ADDRESS, so the
 * booking limits per email and per address are met as a real load meets them, under their
 * default caps, instead of being lifted.
 */
export const bookingBodies = () => {
  let n = 0;
  let day = 0;
  let cells = [];
  let next = 0;
  return () => {
    while (next >= cells.length) {
      day += 1;
      const date = dateIn(day);
      cells = [];
      for (const slot of TIME_SLOTS) {
        for (const lab of LABS) if (openSlots(lab.id, date).has(slot.id)) cells.push({ lab, slot, date });
      }
      next = 0;
    }
    const { lab, slot, date } = cells[next++];
    const i = n++;
    const address = Math.floor(i / PER_ADDRESS);
    return {
      body: body(lab, firstBookable(lab), date, slot, Math.floor(i / PER_EMAIL)),
      from: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    };
  };
};

/** Bookings at `connections` for `seconds`: what came back, and latency percentiles. */
export const bookingLoad = (url, next, seconds, connections) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/bookings',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => {
              const { body: json, from } = next();
              return { ...req, body: json, headers: { ...req.headers, 'x-forwarded-for': from } };
            },
          },
        ],
      },
      (error, r) => {
        if (error) return reject(error);
        const elapsed = r.duration ?? seconds;
        resolve({
          accepted: r['2xx'],
          refused: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          seconds: Math.round(elapsed * 100) / 100,
          acceptedPerSecond: Math.round((r['2xx'] / elapsed) * 10) / 10,
          latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
        });
      },
    );
  });

/**
 * `count` identical booking requests at once (each on a connection of its own), for a cell the
 * workload above never books (the first lab's second facility). Exactly one may be accepted:
 * 1 × 201 and the rest 409.
 */
export const doubleBookingBurst = async (url, count = 200) => {
  const lab = LABS[0];
  const request = body(lab, lab.facilities[1], dateIn(1), TIME_SLOTS[0]);
  const statuses = await Promise.all(
    Array.from({ length: count }, async () => {
      try {
        const res = await fetch(`${url}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 'error';
      }
    }),
  );
  const byStatus = {};
  for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const created = byStatus[201] ?? 0;
  const conflicts = byStatus[409] ?? 0;
  return { requests: count, created, conflicts, byStatus, ok: created === 1 && conflicts === count - 1 };
};
