import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { designStudio } from '../../../content/design-studio';
import { ClientsGrid } from './clients-grid';

const clients = (): HTMLElement[] => within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('listitem');

describe('Design studio clients', () => {
  it('shows 6 of the 13 clients, 6 more per View More click, then hides the button', async () => {
    const user = userEvent.setup();
    expect(designStudio.clients).toHaveLength(13);
    render(<ClientsGrid clients={designStudio.clients} first={6} step={6} label="Clients" viewMore="View More" logoAlt={designStudio.ui.logoAlt} />);
    expect(clients()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(clients()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(clients()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('shows each client with its logo, name and description', () => {
    render(<ClientsGrid clients={designStudio.clients} first={6} step={6} label="Clients" viewMore="View More" logoAlt={designStudio.ui.logoAlt} />);
    const first = designStudio.clients[0]!;
    const card = clients()[0]!;
    expect(within(card).getByRole('heading', { name: first.name })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: `${first.name} logo` })).toHaveAttribute('src', first.logo);
    expect(within(card).getByText(first.description)).toBeInTheDocument();
  });
});
