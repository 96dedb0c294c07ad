import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render';
import { FacilityStrip } from './facility-strip';

/** jsdom has no layout: give the strip a 600 px window over 1700 px of cards. */
const layOut = (list: HTMLElement): void => {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 1700 });
};

describe('FacilityStrip', () => {
  const setup = () => {
    renderWithRouter(<FacilityStrip />);
    const section = screen.getByRole('region', { name: 'Explore Facility' });
    const list = within(section).getByRole('list');
    layOut(list);
    fireEvent.scroll(list);
    return { list };
  };

  it('shows only the next arrow at the start', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Scroll facilities left' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll facilities right' })).toBeInTheDocument();
  });

  it('scrolls 300 px per click, shows previous once scrolled and hides next at the end', async () => {
    const user = userEvent.setup();
    const { list } = setup();
    await user.click(screen.getByRole('button', { name: 'Scroll facilities right' }));
    expect(list.scrollLeft).toBe(300);
    expect(screen.getByRole('button', { name: 'Scroll facilities left' })).toBeInTheDocument();
    act(() => {
      list.scrollLeft = 1100;
      fireEvent.scroll(list);
    });
    expect(screen.queryByRole('button', { name: 'Scroll facilities right' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Scroll facilities left' }));
    expect(list.scrollLeft).toBe(800);
  });
});
