import { findFacility, locateFacility } from '@centre/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { prerenderPaths } from '../../config/route-table';
import { link, paths } from '../../config/paths';
import { EQUIPMENT, findEquipment } from '../../content/equipment';
import Project from '../../routes/project';

const openProject = (slug: string): void => {
  render(
    <MemoryRouter initialEntries={[link.project(slug)]}>
      <Routes>
        <Route path={paths.project} element={<Project />} />
      </Routes>
    </MemoryRouter>,
  );
};

const bookingParams = (): URLSearchParams => {
  const href = screen.getByRole('link', { name: 'Book Now' }).getAttribute('href') ?? '';
  expect(href.startsWith(paths.booking)).toBe(true);
  return new URLSearchParams(href.slice(paths.booking.length));
};

const restore: Array<() => void> = [];
const afterTest = (undo: () => void): void => {
  restore.push(undo);
};
afterEach(() => restore.splice(0).forEach((undo) => undo()));

describe('Equipment detail pages', () => {
  it('has one page per equipment card, each slug unique', () => {
    const slugs = EQUIPMENT.map((entry) => entry.item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toHaveLength(8 + 7 + 10 + 13 + 9);
  });

  it('prerenders every detail page and every static page of this area', () => {
    const prerendered = prerenderPaths();
    for (const entry of EQUIPMENT) expect(prerendered).toContain(link.project(entry.item.slug));
    for (const path of [
      paths.about,
      paths.research,
      paths.laboratory,
      paths.aiMlLab,
      paths.arVrLab,
      paths.fabLab,
      paths.mediaLab,
      paths.bioLab,
      paths.training,
    ]) {
      expect(prerendered).toContain(path);
    }
    expect(prerendered).not.toContain(paths.project);
  });

  it('28.1 maps every item onto a facility of its page\'s bookable lab, named as the catalogue names it', () => {
    for (const { item, lab } of EQUIPMENT) {
      const found = locateFacility(item.facility);
      expect(found?.lab.id).toBe(lab.labId);
      expect(findFacility(lab.labId, item.facility)?.name).toBe(item.title);
      expect(found?.facility.lentWithAnother).toBe(false);
    }
  });

  it.each(EQUIPMENT.map((entry) => [entry.item.slug, entry] as const))(
    'renders /projects/%s',
    (slug, entry) => {
      openProject(slug);
      expect(screen.getByRole('heading', { level: 1, name: entry.item.title })).toBeInTheDocument();
      expect(screen.getByText(entry.item.category)).toBeInTheDocument();
      expect(screen.getByText(entry.item.purpose)).toBeInTheDocument();
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumb).getByRole('link', { name: entry.lab.name })).toHaveAttribute(
        'href',
        entry.lab.path,
      );
      // 30.6 The item's own picture: its photograph once added, else a drawing seeded by its facility id.
      expect(screen.getByRole('img', { name: entry.item.title })).toHaveAttribute(
        'data-illustration',
        `facilities/${entry.item.facility}`,
      );
      const params = bookingParams();
      expect(params.get('lab')).toBe(entry.lab.labId);
      expect(params.get('facility')).toBe(entry.item.facility);
    },
  );

  it("books the Fab Lab's FDM printer on its catalogue facility", () => {
    openProject('fdm');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booking?lab=FabricationLab&facility=fab-prusa-mk4-1',
    );
    expect(
      screen.getByText(/Prusa MK4 3D Printer \(Unit 1\), Fabrication Lab/),
    ).toBeInTheDocument();
  });

  it('28.1 books the AR/VR Lab\'s HoloLens in the AR/VR Lab, which the plain form no longer lacks', () => {
    openProject('microsoft-hololens');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booking?lab=ArVrLab&facility=arvr-hololens-2',
    );
  });

  it('28.1 books the AI/ML page\'s Sony A7 III where the form lists a Sony A7 III', () => {
    openProject('sony-a7-iii');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booking?lab=SmacLab&facility=smac-sony-a7-iii',
    );
    expect(findFacility('SmacLab', 'smac-sony-a7-iii')?.name).toBe('Sony A7 III Camera');
  });

  it('30.6 says whether training is required, with a way to the training programs', () => {
    openProject('laser');
    expect(screen.getByText(/Required: the lab team inducts you/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Specifications' })).toBeInTheDocument();
    expect(screen.getByText('CO₂, 80 W')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See training programs' })).toHaveAttribute('href', paths.training);
    cleanup();
    openProject('fdm');
    expect(screen.getByText('Not required')).toBeInTheDocument();
  });

  it('shows the not-found content for an unknown slug', async () => {
    expect(findEquipment('no-such-thing')).toBeUndefined();
    // Nor has the current catalogue such a facility.
    const realFetch = globalThis.fetch;
    afterTest(() => {
      globalThis.fetch = realFetch;
    });
    globalThis.fetch = (async () =>
      ({ status: 404, ok: false, json: () => Promise.resolve({ success: false, code: 'NOT_FOUND', message: 'Not found' }) }) as Response) as typeof fetch;
    openProject('no-such-thing');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute(
      'href',
      paths.home,
    );
  });
});
