import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as designStudioContent from '../../../content/design-studio';
import { designStudio } from '../../../content/design-studio';
import { switchLanguage, useContent } from '../../../lib/i18n';
import { PortfolioList } from './portfolio-list';

const renderList = () =>
  render(<PortfolioList projects={designStudio.portfolio} pageSize={designStudio.pageSize} scrollDelayMs={designStudio.scrollDelayMs} ui={designStudio.ui} />);
const cards = (): HTMLElement[] => within(screen.getByRole('list', { name: 'Portfolio projects' })).queryAllByRole('listitem');

describe('Design studio portfolio', () => {
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });
  afterEach(() => jest.useRealTimers());

  it('holds 16 projects, 4 per page, with logo, title, image, description and COLLABORATORS', () => {
    expect(designStudio.portfolio).toHaveLength(16);
    renderList();
    expect(cards()).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(4);
    const first = designStudio.portfolio[0]!;
    const card = cards()[0]!;
    expect(within(card).getByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(within(card).getByText(first.discription)).toBeInTheDocument();
    expect(within(card).getByText('COLLABORATORS:')).toBeInTheDocument();
    expect(within(card).getByText(first.collabrators)).toBeInTheDocument();
  });

  it('searches the description only', async () => {
    const user = userEvent.setup();
    renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search the portfolio' }), 'HONEY COOPERATIVE');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Honey Cooperative Packaging']);
    await user.clear(screen.getByRole('searchbox'));
    // A word only in a title ('Chitra') matches nothing.
    await user.type(screen.getByRole('searchbox'), 'Chitra');
    expect(cards()).toHaveLength(0);
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /previous/i })).toBeEnabled();
  });

  it('scrolls the list into view 100 ms after a page change', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderList();
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    act(() => jest.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });
});

/** The list as the design studio page gives it: its texts in the visitor's language. */
function LocalizedList() {
  const { designStudio: text } = useContent('design-studio', designStudioContent);
  return <PortfolioList projects={text.portfolio} pageSize={text.pageSize} scrollDelayMs={text.scrollDelayMs} ui={text.ui} />;
}

describe('Design studio portfolio in Marathi', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('labels the list, search and pages in Marathi and searches the Marathi descriptions', async () => {
    const user = userEvent.setup();
    render(<LocalizedList />);
    await act(() => switchLanguage('mr'));
    const list = (): HTMLElement[] => within(screen.getByRole('list', { name: 'पोर्टफोलिओतील प्रकल्प' })).queryAllByRole('listitem');
    expect(list()).toHaveLength(4);
    expect(within(list()[0]!).getByText('सहयोगी:')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'पोर्टफोलिओची पृष्ठे' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पृष्ठ १' })).toHaveAttribute('aria-current', 'page');
    await user.type(screen.getByRole('searchbox', { name: 'पोर्टफोलिओमध्ये शोधा' }), 'सहकारी');
    expect(list().map((card) => within(card).getByRole('heading').textContent)).toEqual(['मध सहकारी संस्थेचे पॅकेजिंग']);
  });
});
