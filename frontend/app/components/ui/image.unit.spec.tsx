import { fireEvent, render, screen } from '@testing-library/react';
import { Image, PLACEHOLDER_IMAGE } from './image';

describe('Image', () => {
  it('shows the source until it fails, then the placeholder', () => {
    render(<Image src="/images/people/missing.jpg" alt="Photo of Priya Nair" />);
    const img = screen.getByRole('img', { name: 'Photo of Priya Nair' });
    expect(img).toHaveAttribute('src', '/images/people/missing.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(img).toHaveAttribute('data-placeholder', 'true');
  });

  it('uses the placeholder for an empty source and a custom fallback when given', () => {
    const { rerender } = render(<Image src="" alt="Logo" />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    rerender(<Image src="/broken.png" alt="Logo" fallback="/images/logo.svg" />);
    const img = screen.getByRole('img', { name: 'Logo' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/logo.svg');
  });

  it('tries a new source again after an earlier one failed', () => {
    const { rerender } = render(<Image src="/a.png" alt="Card" />);
    fireEvent.error(screen.getByRole('img', { name: 'Card' }));
    rerender(<Image src="/b.png" alt="Card" />);
    expect(screen.getByRole('img', { name: 'Card' })).toHaveAttribute('src', '/b.png');
  });

  it('30.9 fetches an eager image (the first screen) first, and a lazy one at its turn', () => {
    render(
      <>
        <Image src="/hero.svg" alt="Hero" loading="eager" />
        <Image src="/card.svg" alt="Card" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Card' })).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('img', { name: 'Card' })).toHaveAttribute('loading', 'lazy');
  });
});
