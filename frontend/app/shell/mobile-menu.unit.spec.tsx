import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithRouter } from '../test/render';
import { MobileMenu } from './mobile-menu';

const setup = () =>
  renderWithRouter(
    <>
      <MobileMenu />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </>,
  );

describe('MobileMenu', () => {
  it('opens a full-screen menu from the hamburger and closes with Escape', async () => {
    const user = userEvent.setup();
    setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('has collapsible groups and ends with Booking Facility', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Site menu' });
    const programs = within(menu).getByRole('button', { name: 'Programs' });
    expect(programs).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'NIDHI SSS' })).not.toBeInTheDocument();
    await user.click(programs);
    expect(within(menu).getByRole('link', { name: 'NIDHI SSS' })).toBeVisible();
    const links = within(menu).getAllByRole('link');
    expect(links[links.length - 1]).toHaveTextContent('Booking Facility');
    expect(links[links.length - 1]).toHaveAttribute('href', '/booking');
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Site menu' })).getByRole('link', { name: 'About us' }));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
  });
});
