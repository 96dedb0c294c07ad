import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOWCASE_MESSAGES as M } from '@centre/contracts';
import { PLACEHOLDER_IMAGE } from '../../../components/ui';
import type { ShowcaseStartup } from '../api/showcase-api';
import { ShowcasePage } from './showcase-page';

const LONG = 'Portable diagnostics for rural clinics: a handheld reader, a phone app and a cloud record that doctors in town can see the same afternoon.';

const STARTUPS: ShowcaseStartup[] = [
  { id: 'a', companyName: 'AgriNova', category: 'AgriTech', description: 'Drip irrigation controllers.', logo: '/images/startups/a.svg', website: 'https://agrinova.in' },
  { id: 'b', companyName: 'CareLoop', category: 'HealthTech', description: LONG, logo: '', website: 'https://careloop.example' },
  { id: 'c', companyName: 'FieldSense', category: 'AgriTech', description: 'Soil sensors for small farms.', logo: '/images/startups/c.svg', website: 'https://fieldsense.example' },
  { id: 'd', companyName: 'MediTrack', category: 'HealthTech', description: LONG, logo: '/images/startups/d.svg', website: '' },
];

const loaded = async () => STARTUPS;
const names = (): string[] =>
  within(screen.getByRole('list', { name: 'Startups' }))
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('heading').textContent ?? '');

describe('Startup showcase', () => {
  it('shows Loading... until the data arrives', async () => {
    let resolve: (list: ShowcaseStartup[]) => void = () => undefined;
    render(<ShowcasePage load={() => new Promise((r) => (resolve = r))} />);
    expect(screen.getByRole('heading', { level: 1, name: M.heading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(M.loading);
    await act(async () => resolve(STARTUPS));
    expect(screen.queryByText(M.loading)).not.toBeInTheDocument();
    expect(names()).toEqual(['AgriNova', 'CareLoop', 'FieldSense', 'MediTrack']);
  });

  it('shows the list it was prerendered with from the first render, and keeps it when the answer is the same', async () => {
    let resolve: (list: ShowcaseStartup[]) => void = () => undefined;
    render(<ShowcasePage prerendered={STARTUPS} load={() => new Promise((r) => (resolve = r))} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(names()).toEqual(['AgriNova', 'CareLoop', 'FieldSense', 'MediTrack']);
    const before = screen.getByRole('list', { name: 'Startups' }).firstElementChild;
    await act(async () => resolve(STARTUPS.map((startup) => ({ ...startup }))));
    expect(screen.getByRole('list', { name: 'Startups' }).firstElementChild).toBe(before);
    expect(names()).toEqual(['AgriNova', 'CareLoop', 'FieldSense', 'MediTrack']);
  });

  it("replaces the prerendered list with the backend's answer when it differs", async () => {
    render(<ShowcasePage prerendered={STARTUPS} load={async () => STARTUPS.slice(2)} />);
    expect(names()).toEqual(['AgriNova', 'CareLoop', 'FieldSense', 'MediTrack']);
    await act(async () => undefined);
    expect(names()).toEqual(['FieldSense', 'MediTrack']);
  });

  it('keeps the prerendered list when the backend cannot be read', async () => {
    render(<ShowcasePage prerendered={STARTUPS} load={async () => Promise.reject(new Error('down'))} />);
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(names()).toEqual(['AgriNova', 'CareLoop', 'FieldSense', 'MediTrack']);
  });

  it('shows Failed to fetch data in red on a failure', async () => {
    render(<ShowcasePage load={async () => Promise.reject(new Error('down'))} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.failed);
    expect(alert).toHaveClass('text-red-700');
  });

  it('builds category buttons from the data with All, and filters on the exact category', async () => {
    const user = userEvent.setup();
    render(<ShowcasePage load={loaded} />);
    const group = await screen.findByRole('group', { name: 'Filter by category' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'AgriTech', 'HealthTech']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'HealthTech' }));
    expect(names()).toEqual(['CareLoop', 'MediTrack']);
    await user.type(screen.getByRole('searchbox'), 'soil');
    expect(screen.getByText(M.empty)).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'All' }));
    expect(names()).toEqual(['FieldSense']);
  });

  it('searches company name or description', async () => {
    const user = userEvent.setup();
    render(<ShowcasePage load={loaded} />);
    await screen.findByRole('list', { name: 'Startups' });
    await user.type(screen.getByRole('searchbox'), 'MEDI');
    expect(names()).toEqual(['MediTrack']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'irrigation');
    expect(names()).toEqual(['AgriNova']);
  });

  it('30.6 cards carry the logo (its monogram drawn when missing, never a placeholder), a category badge and Visit Website; See More / See Less per startup', async () => {
    const user = userEvent.setup();
    render(<ShowcasePage load={loaded} />);
    await screen.findByRole('list', { name: 'Startups' });
    const drawn = screen.getByRole('img', { name: 'CareLoop logo' });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(drawn).toHaveTextContent('CL');
    expect(screen.getByRole('img', { name: 'AgriNova logo' })).toHaveAttribute('src', '/images/startups/a.svg');
    expect(screen.queryAllByRole('img').filter((img) => img.getAttribute('src') === PLACEHOLDER_IMAGE)).toEqual([]);
    const cards = within(screen.getByRole('list', { name: 'Startups' })).getAllByRole('listitem');
    const [agri, care, , medi] = cards;
    expect(within(agri!).getByText('AgriTech')).toBeInTheDocument();
    expect(within(agri!).getByRole('link', { name: /Visit Website/ })).toHaveAttribute('href', 'https://agrinova.in');
    expect(within(agri!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(medi!).queryByRole('link')).not.toBeInTheDocument();
    // A website on a reserved host goes nowhere: no Visit Website.
    expect(within(care!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(care!).getByRole('button', { name: M.seeMore }));
    expect(within(care!).getByText(LONG)).toBeInTheDocument();
    expect(within(care!).getByRole('button', { name: M.seeLess })).toHaveAttribute('aria-expanded', 'true');
    // Only that startup opened.
    expect(within(medi!).getByRole('button', { name: M.seeMore })).toHaveAttribute('aria-expanded', 'false');
  });
});
