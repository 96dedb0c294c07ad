import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TakenSlot } from '@centre/contracts';
import { AdminConsole } from '../components/admin-console';
import type { ConsoleUser } from '../components/console-user';
import { OccupancyChannelContext, type OccupancyChannelFactory } from '../hooks/use-live-occupancy';

export const ADMIN: ConsoleUser = { id: 'u-admin', email: 'lead.admin@centre.example.edu', role: 'admin' };
export const REVIEWER: ConsoleUser = { id: 'u-rev', email: 'priya@centre.example.edu', role: 'reviewer' };

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/** The reviewers' queue, empty unless a test says otherwise (the console's navigation counts it everywhere). */
export const EMPTY_QUEUE = { body: { success: true, items: [], page: 1, pageSize: 10, total: 0 } };

/**
 * A fake server for the console: `"GET /api/admin/bookings"` (path without the query) → reply.
 * Every call is recorded; an unknown route answers 500 so that a test notices it.
 */
export const fakeServer = (given: Record<string, Reply>) => {
  const routes: Record<string, Reply> = { 'GET /api/admin/bookings/queue': EMPTY_QUEUE, ...given };
  const calls: Call[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    const key = `${method} ${url.split('?')[0]}`;
    // The navigation's queue count is asked on every screen: recorded only where a test asks for it.
    if (key in given || !(key in routes)) calls.push(call);
    const route = routes[key];
    const reply = typeof route === 'function' ? route(call) : route;
    const { status = 200, body: payload } = reply ?? { status: 500, body: { success: false, message: `No fake for ${method} ${url}` } };
    // jsdom has no Response: the little of it the console reads.
    return { ok: status >= 200 && status < 300, status, json: async () => payload } as Response;
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, set: (key: string, reply: Reply) => (routes[key] = reply) };
};

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The console at `path`, as /admin/* mounts it, with a fake live channel. */
export const renderConsole = (path: string, user: ConsoleUser = ADMIN, channel?: OccupancyChannelFactory): RenderResult =>
  render(
    <OccupancyChannelContext.Provider value={channel ?? (() => new Promise(() => {}))}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole user={user} signOut={<button type="button">Sign out</button>} />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </OccupancyChannelContext.Provider>,
  );

export const cell = (slotId: string, facilityId: string, bookingId: string, status: TakenSlot['status']): TakenSlot => ({
  slotId,
  facilityId,
  bookingId,
  status,
});
