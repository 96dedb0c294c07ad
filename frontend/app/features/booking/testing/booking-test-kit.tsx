import type { LabDayRef, OccupancySnapshot, SubscribeAck } from '@centre/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LiveSocketContext, type LiveSocket } from '../hooks/use-lab-day-occupancy';

/** A socket.io stand-in: records subscriptions and lets a test push snapshots. */
export class FakeLiveSocket implements LiveSocket {
  subscriptions: LabDayRef[] = [];
  private listeners: Array<(s: OccupancySnapshot) => void> = [];
  onConnect(): void {}
  onOccupancy(listener: (s: OccupancySnapshot) => void): void {
    this.listeners.push(listener);
  }
  subscribe(ref: LabDayRef, ack: (result: SubscribeAck) => void): void {
    this.subscriptions.push(ref);
    ack({ ok: true, snapshot: { ...ref, position: 0, taken: [] } });
  }
  unsubscribe(_ref: LabDayRef): void {}
  close(): void {}
  push(snapshot: OccupancySnapshot): void {
    for (const listener of this.listeners) listener(snapshot);
  }
}

export interface FetchCall {
  url: string;
  init: RequestInit;
  body: unknown;
}

type Responder = (call: FetchCall) => Promise<Response> | Response;

/** Just the part of a Response the API clients read (jsdom has no fetch of its own). */
export const json = (status: number, body: unknown): Response =>
  ({ status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) }) as Response;

/** Replaces fetch; every call is recorded and answered by the responder. */
export const mockFetch = (responder: Responder): FetchCall[] => {
  const calls: FetchCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = {
      url,
      init,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return responder(call);
  }) as typeof fetch;
  return calls;
};

function WhereAmI() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="fragment">{location.hash}</p>
    </>
  );
}

/** Renders a screen in a memory router (declarative: jsdom has no Request for a data router). */
export interface RenderOptions {
  path?: string;
  url?: string;
  socket?: FakeLiveSocket;
}

export const renderAt = (element: ReactElement, options: RenderOptions = {}) => {
  const { path = '/booking', socket = new FakeLiveSocket() } = options;
  const url = options.url ?? path;
  const view = render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[url]}>
        <LiveSocketContext value={() => Promise.resolve(socket)}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="/booking/thankyou/:username" element={<p>thank-you page</p>} />
          </Routes>
          <WhereAmI />
        </LiveSocketContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    ...view,
    socket,
    location: () => view.getByTestId('location').textContent,
    fragment: () => view.getByTestId('fragment').textContent ?? '',
  };
};

/** What GET /api/bookings/{id}/receipt answers for the test's booking. */
export const RECEIPT_ID = 'bk-FabricationLab-20990310-abcd1234';
export const receiptAnswer = (over: Record<string, unknown> = {}) => ({
  success: true,
  receipt: {
    id: RECEIPT_ID,
    name: 'Asha Rao',
    email: 'asha@example.com',
    labName: 'Fabrication Lab',
    date: '2099-03-10',
    timeSlots: ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'],
    facilities: ['Prusa MK4 3D Printer (Unit 1)'],
    status: 'requested',
    ...over,
  },
});
