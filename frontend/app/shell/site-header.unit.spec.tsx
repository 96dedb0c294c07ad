import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../test/render';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('links the logo home and lists the top navigation in order', () => {
    renderWithRouter(<SiteHeader />);
    expect(screen.getByRole('link', { name: /Sangam Innovation Centre home/ })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(main)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['About us', 'Startups', 'Research', 'Innovation', 'Incubation', 'Design', 'Laboratory']);
    expect(within(main).getByRole('button', { name: 'Programs' })).toBeInTheDocument();
  });

  it('has a Booking Facility button to /booking', () => {
    renderWithRouter(<SiteHeader />);
    const links = screen.getAllByRole('link', { name: 'Booking Facility', hidden: true });
    expect(links[0]).toHaveAttribute('href', '/booking');
  });

  it('opens the Programs panel on hover with Funding Programs and five schemes', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const programs = screen.getByRole('button', { name: 'Programs' });
    expect(programs).toHaveAttribute('aria-expanded', 'false');
    await user.hover(programs);
    expect(programs).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(programs.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('no panel');
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Funding Programs', '/programs/pre-incubation'],
      ['NIDHI SSS', '/programs/funding-program/nidhi-sss'],
      ['NIDHI EIR', '/programs/funding-program/nidhi-eir'],
      ['NIDHI Prayas', '/programs/funding-program/nidhi-prayas'],
      ['MSINS', '/programs/funding-program/Msins'],
      ['SISFS', '/programs/funding-program/Sisfs'],
    ]);
  });

  it('closes the Programs panel on a click outside and on Escape', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <SiteHeader />
        <p>Elsewhere</p>
      </>,
    );
    const programs = screen.getByRole('button', { name: 'Programs' });
    await user.click(programs);
    expect(programs).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Elsewhere'));
    expect(programs).toHaveAttribute('aria-expanded', 'false');
    await user.click(programs);
    await user.keyboard('{Escape}');
    expect(programs).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the Programs panel on keyboard focus, toggles it with Enter and closes it when focus leaves', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const programs = screen.getByRole('button', { name: 'Programs' });
    await user.tab();
    while (document.activeElement !== programs) await user.tab();
    expect(programs).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(programs).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(programs).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Funding Programs' })).toHaveFocus();
    expect(programs).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(programs).toHaveAttribute('aria-expanded', 'false');
  });
});
