import { LABS, type CatalogueResponse } from '@centre/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { link, paths } from '../../config/paths';
import { arVrEquipment } from '../../content/labs/ar-vr';
import { forgetCurrentCatalogue } from '../../hooks/use-current-catalogue';
import { renderWithRouter } from '../../test/render';
import { ArVrPage } from './index';

const ADDED = { id: 'added-00aa11bb22cc', name: 'Apple Vision Pro', image: '/images/facilities/xr-headset.svg', category: 'xr-headset', lentWithAnother: false, trainingRequired: false };
const CABLE = { ...ADDED, id: 'added-99aa11bb22cc', name: 'Link cable', category: 'cable', lentWithAnother: true };
const RETIRED = arVrEquipment[0]!;

const realFetch = globalThis.fetch;
beforeEach(() => {
  forgetCurrentCatalogue();
  // The current catalogue: the AR/VR Lab without its first item (retired), with a headset and a cable added.
  const labs = LABS.map((lab) =>
    lab.id === 'ArVrLab' ? { ...lab, facilities: [...lab.facilities.filter((f) => f.id !== RETIRED.facility), ADDED, CABLE] } : lab,
  );
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    if (String(input) !== '/api/catalog') throw new TypeError('offline');
    const body = { success: true, labs } as unknown as CatalogueResponse;
    return { status: 200, ok: true, json: () => Promise.resolve(body) } as Response;
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  forgetCurrentCatalogue();
});

const equipment = (): HTMLElement => screen.getByRole('region', { name: 'Equipment' });
const searchFor = async (text: string) => {
  const box = within(equipment()).getByRole('searchbox', { name: 'Search equipment' });
  await userEvent.clear(box);
  await userEvent.type(box, text);
};

describe('28.2 a lab page lists the facilities added to its lab in the console', () => {
  it('adds a card for the new facility, linking its page and its booking with it chosen', async () => {
    renderWithRouter(<ArVrPage />, paths.arVrLab);
    await searchFor('Vision');
    const details = await within(equipment()).findByRole('link', { name: 'Check Details: Apple Vision Pro' });
    expect(details).toHaveAttribute('href', link.project(ADDED.id));
    expect(within(equipment()).getByRole('link', { name: 'Book Now: Apple Vision Pro' })).toHaveAttribute('href', link.booking('ArVrLab', ADDED.id));
    expect(within(equipment()).getByText('AR/VR headset')).toBeInTheDocument();
  });

  it('leaves out what goes only with another facility, and a retired item keeps its card without Book Now', async () => {
    renderWithRouter(<ArVrPage />, paths.arVrLab);
    // Once the current catalogue is in (the added headset shows)...
    await searchFor('Vision');
    await within(equipment()).findByRole('link', { name: 'Check Details: Apple Vision Pro' });
    await searchFor('Link cable');
    expect(within(equipment()).queryByRole('link', { name: /Link cable/ })).toBeNull();
    await searchFor(RETIRED.title);
    expect(await within(equipment()).findByRole('link', { name: `Check Details: ${RETIRED.title}` })).toBeInTheDocument();
    expect(within(equipment()).queryByRole('link', { name: `Book Now: ${RETIRED.title}` })).toBeNull();
  });
});
