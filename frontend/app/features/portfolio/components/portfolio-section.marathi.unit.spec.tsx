import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { switchLanguage } from '../../../lib/i18n';
import { toPortfolioStartup, type PortfolioStartup } from '../api/portfolio-api';
import { PortfolioSection } from './portfolio-section';

describe('Incubation startup portfolio in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
    jest.useRealTimers();
  });

  it('counts down in Devanagari while loading', async () => {
    jest.useFakeTimers();
    render(<PortfolioSection load={() => new Promise<PortfolioStartup[]>(() => undefined)} />);
    await act(() => switchLanguage('mr'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('२०');
    expect(status).toHaveTextContent('उत्तम स्टार्टअप्स लोड होत आहेत...');
  });

  it('shows the cards, their missing fields and the empty state in Marathi', async () => {
    const list = [
      toPortfolioStartup({ id: 'a', fields: { 'Company Name': 'AgriNova', 'Founder Name': 'Asha Patil', 'Website Link': 'https://agrinova.in' } }),
    ];
    render(<PortfolioSection load={async () => list} />);
    await screen.findByRole('list', { name: 'Startups' });
    await act(() => switchLanguage('mr'));
    expect(screen.getByRole('heading', { level: 2, name: 'स्टार्टअप पोर्टफोलिओ' })).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'स्टार्टअप्स' })).getByRole('listitem');
    expect(within(card).getByText('संस्थापक: Asha Patil')).toBeInTheDocument();
    expect(within(card).getByText('वर्णन उपलब्ध नाही')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'AgriNova लोगो' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /वेबसाइटला भेट द्या/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'स्टार्टअप्स शोधा' })).toHaveAttribute('placeholder', 'नाव किंवा वर्णनावरून स्टार्टअप्स शोधा...');
  });

  it('says there are no startups in Marathi when the fetch fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PortfolioSection load={async () => Promise.reject(new Error('down'))} />);
    await act(() => switchLanguage('mr'));
    expect(await screen.findByText('एकही स्टार्टअप सापडला नाही')).toBeInTheDocument();
    expect(screen.getByText('शोधशब्द किंवा निवडलेले निकष बदलून पाहा')).toBeInTheDocument();
    error.mockRestore();
  });
});
