import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockMatchMedia } from '../../test/observers';
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
});
