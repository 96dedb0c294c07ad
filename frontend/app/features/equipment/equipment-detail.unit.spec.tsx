import { findFacility, findLab } from '@centre/contracts';
import { render, screen, within } from '@testing-library/react';
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

  it('maps each bookable item onto a lab and facility of the booking catalogue', () => {
    for (const { item } of EQUIPMENT) {
      if (!item.booking) continue;
      expect(findLab(item.booking.lab)).toBeDefined();
      if (item.booking.facility)
        expect(findFacility(item.booking.lab, item.booking.facility)).toBeDefined();
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
      expect(screen.getByRole('img', { name: entry.item.title })).toHaveAttribute(
        'src',
        entry.item.image,
      );
      const params = bookingParams();
      expect(params.get('lab')).toBe(entry.item.booking?.lab ?? null);
      expect(params.get('facility')).toBe(entry.item.booking?.facility ?? null);
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

  it('sends items without a bookable lab to the plain booking form', () => {
    openProject('microsoft-hololens');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', paths.booking);
  });

  it('shows the not-found content for an unknown slug', () => {
    expect(findEquipment('no-such-thing')).toBeUndefined();
    openProject('no-such-thing');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute(
      'href',
      paths.home,
    );
  });
});
