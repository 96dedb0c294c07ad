// The plain relational answer to the booking engine's job, the yardstick of issue 25: Express 5
// + node-postgres (a pool of 20) + PostgreSQL, the product's own contracts reading the body
// (`parseBookingRequest`, the same call POST /api/bookings makes), and per booking one
// transaction writing the booking row, its cells (lab, date, slot, facility) under a UNIQUE
// constraint and an outbox row for the mail. A unique violation is a double booking: 409 with
// the spec's message, as the product answers it. Nothing happens after the answer: the outbox
// row is where a mailer would take over.
//
//   PGHOST=… PGPORT=… PORT=… node e2e/bench/peers/postgres-booking-service.mjs
//
// PEER_FORM=transaction (default): BEGIN, three INSERTs, COMMIT, one round trip each.
// PEER_FORM=statement: the same three INSERTs as one `INSERT … WITH` statement (one round trip;
// a single statement is its own transaction). BENCH_ROOT picks the checkout whose contracts
// read the body (the one whose product the peer is measured against).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import pg from 'pg';

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '../../..'));
const { BOOKING_SUBMIT_MESSAGES, CENTRE_TIMEZONE_DEFAULT, hasSlotStarted, locateFacility, parseBookingRequest, slotLabel, todayIn } = await import(
  pathToFileURL(path.join(root, 'contracts/dist/index.js')).href
);

const FORM = process.env.PEER_FORM === 'statement' ? 'statement' : 'transaction';
const TIMEZONE = process.env.CENTRE_TIMEZONE ?? CENTRE_TIMEZONE_DEFAULT;
const UNIQUE_VIOLATION = '23505';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS bookings (
    id           text PRIMARY KEY,
    lab          text NOT NULL,
    date         date NOT NULL,
    slots        text[] NOT NULL,
    facility_ids text[] NOT NULL,
    status       text NOT NULL,
    details      jsonb NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE IF NOT EXISTS booking_cells (
    booking_id text NOT NULL REFERENCES bookings (id),
    lab        text NOT NULL,
    date       date NOT NULL,
    slot       text NOT NULL,
    facility   text NOT NULL,
    UNIQUE (lab, date, slot, facility)
  );
  CREATE TABLE IF NOT EXISTS outbox (
    id         bigserial PRIMARY KEY,
    booking_id text NOT NULL,
    type       text NOT NULL,
    payload    jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
`;

// Named statements: PostgreSQL parses and plans each once per connection.
const INSERT_BOOKING = {
  name: 'insert-booking',
  text: "INSERT INTO bookings (id, lab, date, slots, facility_ids, status, details) VALUES ($1, $2, $3, $4, $5, 'requested', $6)",
};
// Every (slot, facility) pair of the booking: the cells the UNIQUE constraint guards.
const INSERT_CELLS = {
  name: 'insert-cells',
  text: 'INSERT INTO booking_cells (booking_id, lab, date, slot, facility) SELECT $1, $2, $3, s, f FROM unnest($4::text[]) AS s, unnest($5::text[]) AS f',
};
const INSERT_OUTBOX = {
  name: 'insert-outbox',
  text: "INSERT INTO outbox (booking_id, type, payload) VALUES ($1, 'BookingRequested', $2) RETURNING id",
};
const INSERT_ALL = {
  name: 'insert-all',
  text: `WITH booking AS (
      INSERT INTO bookings (id, lab, date, slots, facility_ids, status, details)
      VALUES ($1, $2, $3, $4, $5, 'requested', $6) RETURNING id
    ), cells AS (
      INSERT INTO booking_cells (booking_id, lab, date, slot, facility)
      SELECT booking.id, $2, $3, s, f FROM booking, unnest($4::text[]) AS s, unnest($5::text[]) AS f
    )
    INSERT INTO outbox (booking_id, type, payload) SELECT id, 'BookingRequested', $7 FROM booking RETURNING id`,
};
const TAKEN_CELLS = {
  name: 'taken-cells',
  text: 'SELECT slot, facility FROM booking_cells WHERE lab = $1 AND date = $2 AND slot = ANY($3::text[]) AND facility = ANY($4::text[]) ORDER BY slot, facility',
};

const pool = new pg.Pool({ max: 20 });
await pool.query(SCHEMA);

/** Appends the booking in one transaction; returns the outbox row's id (its position). */
const insertBooking = async (id, booking) => {
  const details = JSON.stringify(booking);
  const outboxPayload = JSON.stringify({ bookingId: id, ...booking });
  const values = [id, booking.lab, booking.date, booking.slots, booking.facilityIds, details];
  if (FORM === 'statement') {
    const { rows } = await pool.query({ ...INSERT_ALL, values: [...values, outboxPayload] });
    return Number(rows[0].id);
  }
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query({ ...INSERT_BOOKING, values });
    await client.query({ ...INSERT_CELLS, values: [id, booking.lab, booking.date, booking.slots, booking.facilityIds] });
    const { rows } = await client.query({ ...INSERT_OUTBOX, values: [id, outboxPayload] });
    await client.query('COMMIT');
    return Number(rows[0].id);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
};

/** The cells that another booking holds, labelled as the product's 409 labels them. */
const conflictsOf = async (booking) => {
  const { rows } = await pool.query({ ...TAKEN_CELLS, values: [booking.lab, booking.date, booking.slots, booking.facilityIds] });
  return rows.map((row) => ({
    slotId: row.slot,
    facilityId: row.facility,
    slotLabel: slotLabel(row.slot) ?? row.slot,
    facilityName: locateFacility(row.facility)?.facility.name ?? row.facility,
  }));
};

const app = express();
app.disable('x-powered-by');
app.use(express.json());
app.get('/health', (_req, res) => res.json({ status: 'ok', form: FORM }));
app.post('/api/bookings', async (req, res) => {
  const now = new Date();
  const parsed = parseBookingRequest(req.body, todayIn(TIMEZONE, now), {
    hasSlotStarted: (slotId, date) => hasSlotStarted(slotId, date, TIMEZONE, now),
  });
  if (!parsed.ok) {
    res.status(400).json({ success: false, message: parsed.message, errors: parsed.errors });
    return;
  }
  const booking = parsed.value;
  const bookingId = `bk-${booking.lab}-${booking.date.replaceAll('-', '')}-${randomUUID()}`;
  try {
    const position = await insertBooking(bookingId, booking);
    res.status(201).json({ success: true, message: BOOKING_SUBMIT_MESSAGES.submitted, bookingId, position });
  } catch (error) {
    if (error instanceof pg.DatabaseError && error.code === UNIQUE_VIOLATION) {
      const message = BOOKING_SUBMIT_MESSAGES.slotAlreadyReserved;
      res.status(409).json({ success: false, message, conflict: true, conflicts: await conflictsOf(booking) });
      return;
    }
    console.error(error);
    res.status(500).json({ success: false, message: 'Something went wrong. Please try again.' });
  }
});

const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
const shutdown = () => server.close(() => pool.end().then(() => process.exit(0)));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
