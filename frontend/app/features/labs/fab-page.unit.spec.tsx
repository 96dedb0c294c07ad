import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { link, paths } from '../../config/paths';
import { BUILD_DATE } from '../../config/build-info';
import { fabEquipment, fabMembershipPlans, fabPage, prayasStartups } from '../../content/labs/fab';
import { renderWithRouter } from '../../test/render';
import { FabPage } from './index';
import { chip, chipsOf, currentPage, pageButton, pager, shownTitles } from './testing/queries';
import { hasTarget } from '../../lib/links';

const LIST = 'Equipment';
const PAGER = 'Equipment pages';
const CHIPS = 'Workshop';
const STARTUPS = 'Startups built with NIDHI PRAYAS';
const STARTUP_PAGER = 'Startup pages';
const YEARS = 'Funding year';
const equipment = (): HTMLElement => screen.getByRole('region', { name: 'Equipment' });
const search = (): HTMLElement =>
  within(equipment()).getByRole('searchbox', { name: 'Search equipment' });

describe('Fab Lab page', () => {
  beforeEach(() => renderWithRouter(<FabPage />, paths.fabLab));

  it("has a carousel and a 'Book Facility' button to the Fabrication Lab's booking form", () => {
    expect(
      within(screen.getByRole('region', { name: 'Fabrication Lab highlights' })).getAllByRole(
        'group',
      ),
    ).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Book Facility' })).toHaveAttribute(
      'href',
      link.booking('FabricationLab'),
    );
  });

  it('lists 10 items, 4 per page, with the chips All, Additive, Electronic Lab, Subtractive, Wood Workshop', () => {
    expect(fabEquipment).toHaveLength(10);
    expect(chipsOf(CHIPS)).toEqual([
      'All',
      'Additive',
      'Electronic Lab',
      'Subtractive',
      'Wood Workshop',
    ]);
    expect(shownTitles(LIST)).toHaveLength(4);
    expect(within(pager(PAGER)!).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
  });

  it('keeps the published detail links among its items', () => {
    const slugs = fabEquipment.map((item) => item.slug);
    for (const slug of ['fdm', 'sla', 'testing', 'solder', 'laser', 'vinyl', 'pcb', 'cnc'])
      expect(slugs).toContain(slug);
  });

  it('searches titles only, and the × button clears the search', async () => {
    const user = userEvent.setup();
    await user.type(search(), 'LASER');
    expect(shownTitles(LIST)).toEqual(['Trotec Speedy 360 Laser Cutter']);
    await user.clear(search());
    await user.type(search(), 'acrylic');
    expect(shownTitles(LIST)).toEqual([]);
    await user.click(within(equipment()).getByRole('button', { name: 'Clear search' }));
    expect(search()).toHaveValue('');
    expect(shownTitles(LIST)).toHaveLength(4);
  });

  it('goes back to page 1 when the category changes', async () => {
    const user = userEvent.setup();
    await user.click(pageButton(PAGER, 2));
    expect(currentPage(PAGER)).toBe('2');
    await user.click(chip(CHIPS, 'All'));
    expect(currentPage(PAGER)).toBe('1');
    await user.click(pageButton(PAGER, 3));
    await user.click(chip(CHIPS, 'Subtractive'));
    expect(shownTitles(LIST)).toEqual(
      fabEquipment.filter((i) => i.category === 'Subtractive').map((i) => i.title),
    );
    await user.click(chip(CHIPS, 'All'));
    expect(currentPage(PAGER)).toBe('1');
  });

  it('does not reset the page when the search text changes', async () => {
    const user = userEvent.setup();
    await user.click(pageButton(PAGER, 2));
    await user.type(search(), 'r');
    expect(currentPage(PAGER)).toBe('2');
  });

  it('shows the NIDHI PRAYAS showcase, 2 startups per page over 3 pages', async () => {
    const user = userEvent.setup();
    expect(prayasStartups).toHaveLength(6);
    expect(shownTitles(STARTUPS)).toEqual(['Krishi Sense', 'Jalmitra Devices']);
    await user.click(pageButton(STARTUP_PAGER, 3));
    expect(shownTitles(STARTUPS)).toEqual(['Tactile Tales', 'Urja Cart']);
  });

  it('filters the showcase by funding year', async () => {
    const user = userEvent.setup();
    expect(chipsOf(YEARS)).toEqual(['All', '2022-23', '2023-24', '2024-25', '2025-26']);
    await user.click(chip(YEARS, '2024-25'));
    expect(shownTitles(STARTUPS)).toEqual(['Vayu Filters', 'Tactile Tales']);
    expect(pager(STARTUP_PAGER)).not.toBeInTheDocument();
  });

  it('expands one startup description at a time', async () => {
    const user = userEvent.setup();
    const first = screen.getByRole('button', { name: 'Read more: Krishi Sense' });
    const second = screen.getByRole('button', { name: 'Read more: Jalmitra Devices' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens startups' websites in a new tab, and offers none where the site is not known", () => {
    const first = prayasStartups[0]!;
    const site = screen.queryByRole('link', { name: `Visit website: ${first.title}` });
    if (hasTarget(first.websitelink)) {
      expect(site).toHaveAttribute('href', first.websitelink);
      expect(site).toHaveAttribute('target', '_blank');
    } else {
      expect(site).toBeNull();
      expect(screen.getByText(first.title)).toBeInTheDocument();
    }
  });

  it('downloads the four 2024-25 membership plans', () => {
    const section = screen.getByRole('region', { name: 'Membership Plans' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(fabMembershipPlans.map((plan) => plan.name)).toEqual([
      'Laser Cutter Membership Plan 2024-25',
      'Fablab Membership Plan 2024-25',
      '3D Printers Membership Plan 2024-25',
      'CNC Router Membership Plan 2024-25',
    ]);
    links.forEach((a, i) => {
      expect(a).toHaveAttribute('href', fabMembershipPlans[i]!.file);
      expect(a).toHaveAttribute('download');
    });
  });

  it('reads the 2024-25 plans as an archive once that year is over', () => {
    expect(fabPage.membershipPeriodEnded < BUILD_DATE.toISOString().slice(0, 10)).toBe(true);
    const section = screen.getByRole('region', { name: 'Membership Plans' });
    expect(within(section).getByText(fabPage.membershipArchiveNote)).toBeInTheDocument();
  });
});
