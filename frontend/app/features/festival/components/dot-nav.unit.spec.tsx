import { act, render, screen } from '@testing-library/react';
import * as festivalContent from '../../../content/festival';
import { FESTIVAL_SECTIONS, festival } from '../../../content/festival';
import { switchLanguage, useContent } from '../../../lib/i18n';
import { DotNav } from './dot-nav';
import { ParticleField, makeParticles } from './particle-field';

/** An IntersectionObserver whose entries the test decides. */
class ScriptedObserver {
  static current: ScriptedObserver | undefined;
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScriptedObserver.current = this;
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  enter(id: string): void {
    const target = this.observed.find((element) => element.id === id);
    if (!target) throw new Error(`not observed: ${id}`);
    this.callback([{ target, isIntersecting: true, intersectionRatio: 0.1 } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Page() {
  return (
    <>
      <DotNav label={festival.nav.label} ids={FESTIVAL_SECTIONS} labels={festival.nav.items} />
      {FESTIVAL_SECTIONS.map((id) => (
        <section key={id} id={id} />
      ))}
    </>
  );
}

describe('Festival dot navigation', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: ScriptedObserver });
  });

  it('has one dot per section, in order, linking to it', () => {
    render(<Page />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#hero',
      '#vision',
      '#sustainability',
      '#speakers',
      '#bio-fashion',
      '#art-hive',
      '#moments',
      '#story',
    ]);
    expect(ScriptedObserver.current?.observed).toHaveLength(8);
  });

  it('marks the section entering the middle of the viewport as current', () => {
    render(<Page />);
    expect(screen.getByRole('link', { name: 'Welcome' })).toHaveAttribute('aria-current', 'location');
    act(() => ScriptedObserver.current?.enter('speakers'));
    expect(screen.getByRole('link', { name: 'Inspiring Minds' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Welcome' })).not.toHaveAttribute('aria-current');
    act(() => ScriptedObserver.current?.enter('story'));
    expect(screen.getByRole('link', { name: 'The Story We Told' })).toHaveAttribute('aria-current', 'location');
  });
});

describe('Festival particle background', () => {
  it('draws 100 decorative particles, the same on every render', () => {
    render(<ParticleField count={festival.particleCount} />);
    const field = screen.getByTestId('particle-field');
    expect(field).toHaveAttribute('aria-hidden', 'true');
    expect(field.querySelectorAll('.festival-particle')).toHaveLength(100);
    expect(makeParticles(100)).toEqual(makeParticles(100));
  });
});

function LocalizedPage() {
  const { festival: text } = useContent('festival', festivalContent);
  return (
    <>
      <DotNav label={text.nav.label} ids={FESTIVAL_SECTIONS} labels={text.nav.items} />
      {FESTIVAL_SECTIONS.map((id) => (
        <section key={id} id={id} />
      ))}
    </>
  );
}

describe('Festival dot navigation in Marathi', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: ScriptedObserver });
  });
  afterEach(() => act(() => switchLanguage('en')));

  it('names the navigation and every dot in Marathi, still following the scroll', async () => {
    render(<LocalizedPage />);
    await act(() => switchLanguage('mr'));
    expect(screen.getByRole('navigation', { name: 'महोत्सवाचे विभाग' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'स्वागत' })).toHaveAttribute('aria-current', 'location');
    act(() => ScriptedObserver.current?.enter('art-hive'));
    expect(screen.getByRole('link', { name: 'कला दालन' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'कला दालन' })).toHaveAttribute('href', '#art-hive');
  });
});
