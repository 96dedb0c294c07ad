import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../../lib/i18n';
import type { ShowcaseStartup } from '../api/showcase-api';
import { ShowcasePage } from './showcase-page';

const STARTUPS: ShowcaseStartup[] = [
  { id: 'a', companyName: 'AgriNova', category: 'AgriTech', description: 'Drip irrigation controllers.', logo: '', website: 'https://agrinova.example' },
  { id: 'b', companyName: 'Untitled startup', category: 'Uncategorized', description: '', logo: '', website: '' },
];

describe('Startup showcase in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('shows its texts, the default name and category and the All chip in Marathi', async () => {
    const user = userEvent.setup();
    render(<ShowcasePage load={async () => STARTUPS} />);
    await screen.findByRole('list', { name: 'Startups' });
    await act(() => switchLanguage('mr'));
    expect(screen.getByRole('heading', { level: 1, name: 'स्टार्टअप दालन' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'श्रेणीनुसार निवडा' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['सर्व', 'AgriTech', 'वर्गीकरण नाही']);
    expect(within(group).getByRole('button', { name: 'सर्व' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'नाव नसलेला स्टार्टअप' })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'AgriTech' }));
    await act(() => switchLanguage('en'));
    // The chosen category survives the switch back.
    expect(screen.getByRole('group', { name: 'Filter by category' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AgriTech' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports a failure in Marathi', async () => {
    render(<ShowcasePage load={async () => Promise.reject(new Error('down'))} />);
    await act(() => switchLanguage('mr'));
    expect(await screen.findByRole('alert')).toHaveTextContent('माहिती मिळवता आली नाही');
  });
});
