import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PORTFOLIO_MESSAGES as M } from '@centre/contracts';
import { PLACEHOLDER_IMAGE } from '../../../components/ui';
import { monogram } from '../../../utils/text';
import type { PortfolioStartup } from '../api/portfolio-api';
import { PortfolioSection } from './portfolio-section';

const LONG = 'A'.repeat(60) + ' soil sensors and weather data for small farms, sent by text message in the local language, every morning before sunrise.';

const startup = (n: number, extra: Partial<PortfolioStartup> = {}): PortfolioStartup => ({
  id: `s-${n}`,
  name: `Startup ${String(n).padStart(3, '0')}`,
  website: `https://startup-${n}.in`,
  description: `Plain description number ${n}.`,
  category: 'DeepTech',
  logo: `/images/startups/s-${n}.svg`,
  founder: `Founder ${n}`,
  ...extra,
});

const many = (count: number): PortfolioStartup[] => Array.from({ length: count }, (_, i) => startup(i + 1));
const loaded = (list: PortfolioStartup[]) => async () => list;

const cards = (): HTMLElement[] => within(screen.getByRole('list', { name: 'Startups' })).getAllByRole('listitem');
const names = (): string[] => cards().map((card) => within(card).getByRole('heading').textContent ?? '');
const pageButtons = (): string[] => screen.queryAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent ?? '');

describe('Incubation startup portfolio', () => {
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });
  afterEach(() => jest.useRealTimers());

  it('counts down from 20 once a second only while loading, then shows the list at once', async () => {
    jest.useFakeTimers();
    let resolve: (list: PortfolioStartup[]) => void = () => undefined;
    render(<PortfolioSection load={() => new Promise((r) => (resolve = r))} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('20');
    expect(status).toHaveTextContent(M.loading);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('19');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('16');
    await act(async () => resolve(many(3)));
    expect(screen.queryByText(M.loading)).not.toBeInTheDocument();
    expect(cards()).toHaveLength(3);
  });

  it('shows only the empty state when the fetch fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PortfolioSection load={async () => Promise.reject(new Error('down'))} />);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(screen.getByText(M.emptyHint)).toBeInTheDocument();
    expect(screen.queryByText(M.loading)).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows 12 cards a page with logo, name, founder and Visit Website', async () => {
    render(<PortfolioSection load={loaded(many(42))} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(12);
    expect(pageButtons()).toEqual(['1', '2', '3', '4']);
    const card = cards()[0]!;
    expect(within(card).getByRole('heading', { name: 'Startup 001' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Startup 001 logo' })).toHaveAttribute('src', '/images/startups/s-1.svg');
    expect(within(card).getByText('Founded by Founder 1')).toBeInTheDocument();
    const visit = within(card).getByRole('link', { name: /Visit Website/ });
    expect(visit).toHaveAttribute('href', 'https://startup-1.in');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('slides a window of at most 7 page buttons and scrolls the list into view on a page change', async () => {
    const user = userEvent.setup();
    render(<PortfolioSection load={loaded(many(120))} />);
    await screen.findAllByRole('listitem');
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(names()[0]).toBe('Startup 061');
    expect(scrollIntoView).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches name or description, case-insensitively, and goes back to page 1 on every change', async () => {
    const user = userEvent.setup();
    const list = [...many(30), startup(31, { name: 'Krishi Sense', description: 'Soil SENSORS for farms' }), startup(32, { description: 'Water sensors' })];
    render(<PortfolioSection load={loaded(list)} />);
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    const box = screen.getByRole('searchbox', { name: 'Search startups' });
    expect(box).toHaveAttribute('placeholder', M.searchPlaceholder);
    await user.type(box, 'sensors');
    expect(names()).toEqual(['Krishi Sense', 'Startup 032']);
    expect(pageButtons()).toEqual([]);
    await user.clear(box);
    await user.type(box, 'KRISHI');
    expect(names()).toEqual(['Krishi Sense']);
    await user.clear(box);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.type(box, 'nothing like this');
    expect(screen.getByText(M.empty)).toBeInTheDocument();
    expect(screen.getByText(M.emptyHint)).toBeInTheDocument();
  });

  it('clamps descriptions over 150 characters with See more / Show less, and leaves shorter ones alone', async () => {
    const user = userEvent.setup();
    render(<PortfolioSection load={loaded([startup(1, { description: LONG }), startup(2, { description: 'B'.repeat(150) })])} />);
    await screen.findAllByRole('listitem');
    const [long, exact] = cards();
    expect(within(exact!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(exact!).getByText('B'.repeat(150))).toBeInTheDocument();
    const more = within(long!).getByRole('button', { name: M.seeMore });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(long!).getByText(`${LONG.slice(0, 150)}...`)).toHaveClass('line-clamp-3');
    await user.click(more);
    expect(within(long!).getByText(LONG)).toBeInTheDocument();
    expect(within(long!).getByRole('button', { name: M.showLess })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(long!).getByRole('button', { name: M.showLess }));
    expect(within(long!).getByRole('button', { name: M.seeMore })).toBeInTheDocument();
  });

  it('30.6 draws the monogram for a missing logo and shows the placeholder for a broken one', async () => {
    render(<PortfolioSection load={loaded([startup(1, { logo: '' }), startup(2)])} />);
    await screen.findAllByRole('listitem');
    const drawn = screen.getByRole('img', { name: 'Startup 001 logo' });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(drawn).toHaveTextContent(monogram('Startup 001'));
    const broken = screen.getByRole('img', { name: 'Startup 002 logo' });
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});
