import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { schemeUi } from '../../../content/funding/common';
import { nidhiPrayas } from '../../../content/funding/nidhi-prayas';
import { PrayasStartups } from './prayas-startups';

const cards = (): HTMLElement[] => screen.getAllByRole('listitem');
const names = (): string[] => cards().map((card) => within(card).getByRole('heading').textContent ?? '');

describe('NIDHI PRAYAS startups', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
    render(<PrayasStartups title="Startups" startups={nidhiPrayas.startups} pageSize={nidhiPrayas.startupsPageSize} ui={schemeUi} />);
  });

  it('lists 6 startups, 2 per page', () => {
    expect(nidhiPrayas.startups).toHaveLength(6);
    expect(cards()).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);
  });

  it('filters by funding year and returns to page 1', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: '2023-24' }));
    expect(names()).toEqual(['KrishiLoop', 'Saans Labs']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All years' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens one description at a time', async () => {
    const user = userEvent.setup();
    const [first, second] = cards();
    await user.click(within(first!).getByRole('button', { name: /read more/i }));
    expect(within(first!).getByRole('button', { name: /read less/i })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(second!).getByRole('button', { name: /read more/i }));
    expect(within(second!).getByRole('button', { name: /read less/i })).toHaveAttribute('aria-expanded', 'true');
    expect(within(first!).getByRole('button', { name: /read more/i })).toHaveAttribute('aria-expanded', 'false');
  });
});
