import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeIntersectionObserver, installFakeIntersectionObserver, mockMatchMedia } from '../../test/observers';
import { pageSettled } from './use-motion-gate';
import { Carousel } from './carousel';

const slides = ['Research', 'Innovation', 'Incubation'].map((title) => <p key={title}>{title}</p>);

describe('Carousel', () => {
  afterEach(() => mockMatchMedia(() => false));

  it('has a visible pause control that becomes play, and back', async () => {
    mockMatchMedia(() => false);
    const user = userEvent.setup();
    render(<Carousel label="Highlights" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
    await user.click(screen.getByRole('button', { name: 'Pause Highlights' }));
    expect(screen.getByRole('button', { name: 'Play Highlights' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play Highlights' }));
    expect(screen.getByRole('button', { name: 'Pause Highlights' })).toBeInTheDocument();
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    mockMatchMedia((query) => query.includes('prefers-reduced-motion'));
    render(<Carousel label="Highlights" slides={slides} />);
    expect(screen.getByRole('button', { name: 'Play Highlights' })).toBeInTheDocument();
  });

  it('labels each slide and offers one dot per slide', () => {
    render(<Carousel label="Highlights" slides={slides} />);
    expect(screen.getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows no controls for a single slide', () => {
    render(<Carousel label="Single" slides={[<p key="one">Only</p>]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('30.9 moves only while on screen, once the page has settled', async () => {
    mockMatchMedia(() => false);
    installFakeIntersectionObserver();
    render(<Carousel label="Highlights" slides={slides} />);
    const track = (): HTMLElement | null => screen.getByRole('region', { name: 'Highlights' }).querySelector('[aria-live]');
    // Not yet seen: it stands still, so changes are announced, and the control still says pause.
    expect(track()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Pause Highlights' })).toBeInTheDocument();
    await act(async () => {
      await pageSettled();
      for (const observer of FakeIntersectionObserver.instances) observer.report(1);
    });
    expect(track()).toHaveAttribute('aria-live', 'off');
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) observer.report(0);
    });
    expect(track()).toHaveAttribute('aria-live', 'polite');
  });
});
