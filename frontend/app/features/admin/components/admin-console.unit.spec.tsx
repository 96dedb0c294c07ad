import { screen, within } from '@testing-library/react';
import { ADMIN, REVIEWER, renderConsole } from '../testing/console-test-kit';

const sections = (): string[] =>
  within(screen.getByRole('navigation', { name: 'Console sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');

describe('the console of its own', () => {
  it('has its own header with the way back to the site, and its own main area', () => {
    renderConsole('/admin/inbox', ADMIN);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Admin console' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('navigation', { name: 'Console sections' }));
  });

  it('shows the Projections tab to admins only', () => {
    renderConsole('/admin', ADMIN);
    expect(sections()).toContain('Projections');
  });

  it('keeps the engineers’ Projections tab and page from reviewers', () => {
    renderConsole('/admin/projections', REVIEWER);
    expect(sections()).not.toContain('Projections');
    expect(screen.getByRole('alert')).toHaveTextContent('This section is for admins.');
  });
});
