import path from 'node:path';
import Database from 'better-sqlite3';
import { todayIn } from '@centre/contracts';
import { startBackend, tempDataDir } from '../../testing/backend-process.js';

const dayAhead = (days: number): string => {
  const d = new Date(`${todayIn('Asia/Kolkata', new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('stopping the backend with SIGTERM while bookings are in flight', () => {
  it('answers or refuses the connection, never 5xx, and every acknowledged booking is in the log', async () => {
    const data = tempDataDir();
    const backend = await startBackend({ DATA_DIR: data.dir, PUBLIC_WRITES_PER_MINUTE: '100000' });
    const catalog = (await (await fetch(`${backend.url}/api/catalog`)).json()) as {
      labs: Array<{ id: string; facilities: Array<{ id: string; name: string }> }>;
      timeSlots: Array<{ label: string }>;
    };
    const lab = catalog.labs[0]!;
    const attempts = Array.from({ length: 150 }, (_, i) => ({
      lab: lab.id,
      date: dayAhead(2 + Math.floor(i / 12)),
      slot: catalog.timeSlots[i % 12]!.label,
      facility: lab.facilities[0]!,
    }));

    const outcomes = attempts.map(async (a, i) => {
      await new Promise((r) => setTimeout(r, i * 2));
      try {
        const response = await fetch(`${backend.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            userType: 'Student',
            lab: a.lab,
            date: a.date,
            timeSlots: [a.slot],
            machines: [a.facility],
            name: 'Kabir Das',
            contactNumber: '9812345678',
            email: 'kabir@example.edu',
            institute: 'College of Engineering',
          }),
        });
        const body = (await response.json()) as { bookingId?: string };
        return { status: response.status, bookingId: body.bookingId };
      } catch {
        return { status: 0 }; // connection refused or reset: not acknowledged
      }
    });
    await new Promise((r) => setTimeout(r, 120));
    const stopped = backend.stop('SIGTERM');
    const results = await Promise.all(outcomes);
    await stopped;

    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.bookingId!);
    expect(acknowledged.length).toBeGreaterThan(0);
    const db = new Database(path.join(data.dir, 'events.sqlite'), { readonly: true });
    const logged = new Set(
      db
        .prepare<[], { data: string }>("SELECT data FROM events WHERE type = 'BookingRequested'")
        .all()
        .map((row) => (JSON.parse(row.data) as { bookingId: string }).bookingId),
    );
    db.close();
    for (const id of acknowledged) expect(logged.has(id)).toBe(true);
    expect(backend.output()).not.toMatch(/EventStoreClosed|EVENT_STORE_CLOSED/);
    data.remove();
  }, 60_000);
});
