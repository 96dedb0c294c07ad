import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectionState, ProjectionsResponse, RebuildRecord } from '@centre/contracts';
import { ADMIN, fakeServer, renderConsole } from '../testing/console-test-kit';

const snapshot = (projection: string, over: Partial<ProjectionState> = {}): ProjectionState => ({
  projection,
  version: 1,
  generation: 1,
  status: 'live',
  checkpoint: 40,
  foldedTo: 0,
  head: 42,
  lagEvents: 2,
  lagMs: 12.5,
  eventsPerSecond: 310.25,
  eventsApplied: 40,
  errors: 0,
  lastError: null,
  rebuild: null,
  ...over,
});

const answer = (projections: ProjectionState[], rebuilds: RebuildRecord[] = []): { body: ProjectionsResponse } => ({
  body: { success: true, ready: true, head: 42, projections, rebuilds },
});

describe('Projections section', () => {
  it("shows each projection's figures in a table, with its last error", async () => {
    fakeServer({
      'GET /api/admin/projections': answer([
        snapshot('occupancy'),
        snapshot('counters', { status: 'failed', lastError: { message: 'handler threw', eventId: 'e9', position: 41 } }),
      ]),
    });
    renderConsole('/admin/projections', ADMIN);
    const table = await screen.findByRole('table', { name: /Projections with their checkpoint/ });
    const row = within(table).getByRole('rowheader', { name: 'occupancy' }).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['live', '40', '42', '2', '12.5', '310.3', '1', 'None', 'Rebuild']);
    expect(table).toHaveTextContent('handler threw (event at 41)');
    // The section is the admins' own (reviewers are refused it: admin-console.unit.spec).
    expect(screen.getByRole('button', { name: 'Rebuild occupancy' })).toBeEnabled();
  });

  it('polls, starts a rebuild, shows its progress (read into memory, not stored yet) and then its completion', async () => {
    let phase = 0;
    const server = fakeServer({
      'GET /api/admin/projections': () => {
        if (phase === 0) return answer([snapshot('booking-lists')]);
        if (phase === 1) {
          phase = 2;
          return answer([snapshot('booking-lists', { rebuild: snapshot('booking-lists', { status: 'rebuilding', checkpoint: 0, foldedTo: 21, head: 42 }) })], [
            { projection: 'booking-lists', state: 'running', startedAt: '2026-11-21T04:00:00.000Z' },
          ]);
        }
        return answer([snapshot('booking-lists', { generation: 2 })], [
          {
            projection: 'booking-lists',
            state: 'completed',
            startedAt: '2026-11-21T04:00:00.000Z',
            finishedAt: '2026-11-21T04:00:01.000Z',
            result: { events: 42, durationMs: 850, eventsPerSecond: 49.4, to: 2 },
          },
        ]);
      },
      'POST /api/admin/projections/booking-lists/rebuild': () => {
        phase = 1;
        return { status: 202, body: { success: true, projection: 'booking-lists', alreadyRunning: false } };
      },
    });
    renderConsole('/admin/projections');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Rebuild booking-lists' }));
    expect(await screen.findByText(/Rebuilding: 21 of 42 events/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '21');
    expect(screen.getByRole('button', { name: 'Rebuild booking-lists' })).toBeDisabled();
    expect(await screen.findByText(/Rebuild completed at .* \(42 events in 850 ms\)/, {}, { timeout: 4_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rebuild booking-lists' })).toBeEnabled());
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(server.calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(3);
  });
});
