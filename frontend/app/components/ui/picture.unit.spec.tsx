import { render, screen } from '@testing-library/react';
import { illustrationStyle } from './illustration';
import { Picture } from './picture';

describe('30.6 one picture component', () => {
  it('shows the photograph the build made, in AVIF and WebP with a JPEG fallback, sized and over its placeholder', () => {
    const { container } = render(<Picture kind="labs" id="Test-Darkroom" alt="The darkroom" width={640} height={400} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'The darkroom' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/photos/labs/test-darkroom-640.jpg');
    expect(img).toHaveAttribute('srcset', '/photos/labs/test-darkroom-320.jpg 320w, /photos/labs/test-darkroom-640.jpg 640w, /photos/labs/test-darkroom-960.jpg 960w');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.style.backgroundImage).toContain('data:image/webp;base64,');
    const sources = [...container.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('sizes'), s.getAttribute('srcset')?.split(', ')[0]]);
    expect(sources).toEqual([
      ['image/avif', '50vw', '/photos/labs/test-darkroom-320.avif 320w'],
      ['image/webp', '50vw', '/photos/labs/test-darkroom-320.webp 320w'],
    ]);
  });

  it('30.9 a photograph in the first screen is fetched first', () => {
    render(<Picture kind="labs" id="Test-Darkroom" alt="The darkroom" width={640} height={400} loading="eager" />);
    const img = screen.getByRole('img', { name: 'The darkroom' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws an illustration, sized and named, for an item without a photograph', () => {
    render(<Picture kind="labs" id="FabricationLab" alt="Fabrication Lab" width={640} height={400} glyph="printer3d" />);
    const drawing = screen.getByRole('img', { name: 'Fabrication Lab' });
    expect(drawing.tagName.toLowerCase()).toBe('svg');
    expect(drawing).toHaveAttribute('width', '640');
    expect(drawing).toHaveAttribute('height', '400');
    expect(drawing).toHaveAttribute('data-illustration', 'labs/FabricationLab');
    expect(drawing.querySelector('path[d^="M5 4h14"]')).not.toBeNull();
  });

  it('draws the same item alike every time and two items apart', () => {
    const draw = (id: string): string => {
      const { container, unmount } = render(<Picture kind="people" id={id} alt="" width={200} height={200} label="AP" portrait />);
      const markup = container.innerHTML;
      unmount();
      return markup;
    };
    expect(draw('aditya-pawar')).toBe(draw('aditya-pawar'));
    expect(draw('aditya-pawar')).not.toBe(draw('anjali-deshpande'));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('spreads ids over the palettes and patterns', () => {
    const styles = new Set(Array.from({ length: 40 }, (_, index) => JSON.stringify(illustrationStyle(`startups/s-${index}`))));
    expect(styles.size).toBeGreaterThan(20);
  });

  it('a decorative picture is hidden from assistive technology; a named one shows its label', () => {
    const { container } = render(<Picture kind="startups" id="saans-labs" alt="" width={96} height={96} label="SL" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('text')?.textContent).toBe('SL');
  });
});
