import type { FacilityPage } from '@centre/contracts';
import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { link, paths } from '../../config/paths';
import { switchLanguage } from '../../lib/i18n';
import Project from '../../routes/project';

jest.setTimeout(20_000);

const ADDED = 'added-0123456789ab';
const addedPage = (over: Partial<FacilityPage['facility']> = {}): FacilityPage => ({
  lab: { id: 'MediaLab', name: 'Media Lab' },
  facility: {
    id: ADDED,
    name: 'Blackmagic Pocket Cinema Camera 6K',
    category: 'camera',
    image: '/images/facilities/camera.svg',
    photo: null,
    description: 'A cinema camera for short films.',
    specs: ['Super 35 sensor', 'Blackmagic RAW'],
    lentWithAnother: false,
    trainingRequired: true,
    retired: null,
    ...over,
  },
});

const realFetch = globalThis.fetch;
const asked: string[] = [];
/** The facility's page answers so; the other routes the page asks (its week, the catalogue) do not answer. */
const answer = (status: number, body: unknown) => {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (!url.startsWith('/api/catalog/facilities/')) throw new TypeError('offline');
    return { status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) } as Response;
  }) as typeof fetch;
};
afterEach(() => {
  globalThis.fetch = realFetch;
  asked.length = 0;
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={paths.project} element={<><Project /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );

describe('28.2 a facility added in the console has an equipment page', () => {
  it('shows its name, lab, picture, description, specs, training note and a Book Now that preselects it', async () => {
    answer(200, { success: true, page: addedPage() });
    open(link.project(ADDED));
    expect(screen.getByRole('status')).toHaveTextContent('Loading this facility…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blackmagic Pocket Cinema Camera 6K' })).toBeInTheDocument();
    expect(asked).toContain(`/api/catalog/facilities/${ADDED}`);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Media Lab' })).toHaveAttribute('href', paths.mediaLab);
    expect(screen.getByText('Camera')).toBeInTheDocument();
    expect(screen.getByText('A cinema camera for short films.')).toBeInTheDocument();
    expect(screen.getByText('Super 35 sensor')).toBeInTheDocument();
    expect(screen.getByText('Blackmagic RAW')).toBeInTheDocument();
    expect(screen.getByText(/Required: the lab team inducts you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See training programs' })).toHaveAttribute('href', paths.training);
    // No photograph yet: the drawing of a camera, seeded by its id.
    expect(screen.getByRole('img', { name: 'Blackmagic Pocket Cinema Camera 6K' })).toHaveAttribute('data-illustration', `facilities/${ADDED}`);
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/booking?lab=MediaLab&facility=${ADDED}`);
    expect(document.title).toContain('Blackmagic Pocket Cinema Camera 6K | Media Lab');
  });

  it('shows the console\'s photo when it has one', async () => {
    answer(200, { success: true, page: addedPage({ photo: '/images/facilities/bmpcc.jpg' }) });
    open(link.project(ADDED));
    expect(await screen.findByRole('img', { name: 'Blackmagic Pocket Cinema Camera 6K' })).toHaveAttribute('src', '/images/facilities/bmpcc.jpg');
  });

  it('a retired one says it is no longer bookable, with no Book Now', async () => {
    answer(200, { success: true, page: addedPage({ retired: { reason: 'Sold to the university', retiredAt: '2026-11-26T05:00:00.000Z' } }) });
    open(link.project(ADDED));
    expect(await screen.findByText('No longer bookable')).toBeInTheDocument();
    expect(screen.getByText(/retired on 26 November 2026 \(Sold to the university\)/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the lab\'s equipment' })).toHaveAttribute('href', paths.mediaLab);
  });

  it('a lab without a page of its own (the rooms) links the laboratory', async () => {
    answer(200, { success: true, page: { ...addedPage({ category: 'room' }), lab: { id: 'AllRooms', name: 'All Rooms' } } });
    open(link.project(ADDED));
    expect(await screen.findByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/booking?lab=AllRooms&facility=${ADDED}`);
    expect(screen.getByText('All Rooms', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Room')).toBeInTheDocument();
  });

  it('without an answer it says so and asks again on request; never a blank page', async () => {
    answer(503, { success: false, code: 'SERVICE_UNAVAILABLE', message: 'down' });
    open(link.project(ADDED));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this facility just now.');
    answer(200, { success: true, page: addedPage() });
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Blackmagic Pocket Cinema Camera 6K' })).toBeInTheDocument();
  });

  it('a spec facility asked by its id is sent to its item\'s page', async () => {
    answer(404, {});
    open(link.project('fab-prusa-mk4-1'));
    expect(screen.getByTestId('where')).toHaveTextContent('/projects/fdm');
  });

  it('in Marathi its page\'s words are Marathi; what the admin typed stays as typed', async () => {
    answer(200, { success: true, page: addedPage() });
    await act(async () => switchLanguage('mr'));
    try {
      open(link.project(ADDED));
      expect(await screen.findByRole('link', { name: 'आत्ताच बुक करा' })).toBeInTheDocument();
      expect(screen.getByText('कॅमेरा')).toBeInTheDocument();
      expect(screen.getByText('Super 35 sensor')).toBeInTheDocument();
    } finally {
      await act(async () => switchLanguage('en'));
    }
  });
});

describe('28.2 a spec item\'s page follows the current catalogue once it runs', () => {
  const fdm = (over: Partial<FacilityPage['facility']>): FacilityPage => ({
    lab: { id: 'FabricationLab', name: 'Fabrication Lab' },
    facility: {
      id: 'fab-prusa-mk4-1',
      name: 'Prusa MK4 3D Printer (Unit 1)',
      category: '3d-printer',
      image: '/images/facilities/3d-printer.svg',
      photo: null,
      description: '',
      specs: [],
      lentWithAnother: false,
      trainingRequired: false,
      retired: null,
      ...over,
    },
  });

  it('starts from its prerendered words and keeps them where the console changed nothing', async () => {
    answer(200, { success: true, page: fdm({}) });
    open(link.project('fdm'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Prusa MK4 3D Printer (Unit 1)' });
    await screen.findByText('Not required');
    expect(asked).toContain('/api/catalog/facilities/fab-prusa-mk4-1');
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('shows an edit: the new name, description and specs, and the training now required', async () => {
    answer(200, { success: true, page: fdm({ name: 'Prusa MK4S', description: 'Upgraded to the MK4S kit.', specs: ['0.4 mm nozzle'], trainingRequired: true }) });
    open(link.project('fdm'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prusa MK4S' })).toBeInTheDocument();
    expect(screen.getByText('Upgraded to the MK4S kit.')).toBeInTheDocument();
    expect(screen.getByText('0.4 mm nozzle')).toBeInTheDocument();
    expect(screen.getByText(/Required: the lab team inducts you/)).toBeInTheDocument();
  });

  it('once retired it says so and offers no Book Now', async () => {
    answer(200, { success: true, page: fdm({ retired: { reason: 'Worn out', retiredAt: '2026-11-25T10:00:00.000Z' } }) });
    open(link.project('fdm'));
    expect(screen.getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(await screen.findByText('No longer bookable')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).toBeNull();
  });
});
