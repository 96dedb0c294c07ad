import type { ReactNode } from 'react';
import { cn } from './cn';
import { GLYPHS, type GlyphName } from './illustration-glyphs';

/**
 * A drawing made from an item's id, shown until the centre adds a photograph: the id picks the
 * colours, the pattern and where its shapes fall, so two items never look alike by accident and
 * the same item looks the same on every page and every build. What sits at the centre says what
 * the item is: a line drawing (a lab, a device, a team) or a short label (initials, a monogram).
 */

/** [ground, shapes, accent]: light accents on dark grounds keep white text at AA contrast. */
const PALETTES = [
  ['#312e81', '#4f46e5', '#fbbf24'],
  ['#134e4a', '#0d9488', '#fde68a'],
  ['#14532d', '#16a34a', '#fef08a'],
  ['#7c2d12', '#ea580c', '#fed7aa'],
  ['#831843', '#db2777', '#fbcfe8'],
  ['#4c1d95', '#7c3aed', '#ddd6fe'],
  ['#0c4a6e', '#0284c7', '#bae6fd'],
  ['#1e293b', '#475569', '#fcd34d'],
  ['#78350f', '#d97706', '#fef3c7'],
  ['#164e63', '#0891b2', '#a5f3fc'],
  ['#701a75', '#c026d3', '#f5d0fe'],
  ['#3f6212', '#65a30d', '#ecfccb'],
  ['#7f1d1d', '#dc2626', '#fecaca'],
  ['#1e3a8a', '#2563eb', '#fde047'],
] as const;

const PATTERNS = ['orbits', 'stripes', 'dots', 'peaks'] as const;

/** FNV-1a: a stable number from the id, the same in the build and in the browser. */
export const seedOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** mulberry32: a small, good-enough sequence of numbers in [0, 1) from the seed. */
const sequence = (seed: number): (() => number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** What an id draws: exported so a test can tell two items' drawings apart without rendering. */
export const illustrationStyle = (id: string): { palette: number; pattern: (typeof PATTERNS)[number] } => {
  const seed = seedOf(id);
  return { palette: seed % PALETTES.length, pattern: PATTERNS[(seed >>> 8) % PATTERNS.length] ?? 'orbits' };
};

export interface IllustrationProps {
  /** The item's id: the same id always draws the same picture. */
  id: string;
  width: number;
  height: number;
  /** The accessible name; '' for a decorative drawing. */
  alt: string;
  glyph?: GlyphName;
  /** Two or three letters drawn at the centre (a person's initials, a startup's monogram). */
  label?: string;
  /** A head-and-shoulders shape behind the label (people). */
  portrait?: boolean;
  className?: string;
}

export function Illustration({ id, width, height, alt, glyph, label, portrait = false, className }: IllustrationProps) {
  const { palette, pattern } = illustrationStyle(id);
  const [ground, shapes, accent] = PALETTES[palette] ?? PALETTES[0];
  const next = sequence(seedOf(`${id}#shapes`));
  const short = Math.min(width, height);
  const at = (span: number): number => Math.round(next() * span);
  const decorations: ReactNode[] = [];
  if (pattern === 'orbits') {
    for (let index = 0; index < 6; index += 1) {
      decorations.push(<circle key={index} cx={at(width)} cy={at(height)} r={Math.round(short * (0.08 + next() * 0.3))} fill={index % 2 ? accent : shapes} opacity={0.18 + next() * 0.2} />);
    }
  } else if (pattern === 'stripes') {
    const step = Math.round(short * (0.12 + next() * 0.1));
    const tilt = Math.round(height * (0.4 + next() * 0.8));
    for (let x = -height; x < width + height; x += step * 2) {
      decorations.push(<path key={x} d={`M${x} ${height}L${x + tilt} 0h${step}L${x + step} ${height}z`} fill={shapes} opacity={0.35} />);
    }
    decorations.push(<circle key="sun" cx={at(width)} cy={at(height / 2)} r={Math.round(short * 0.18)} fill={accent} opacity={0.35} />);
  } else if (pattern === 'dots') {
    const step = Math.round(short * (0.09 + next() * 0.05));
    const shift = at(step);
    for (let y = shift; y < height; y += step) {
      for (let x = shift; x < width; x += step) {
        decorations.push(<circle key={`${x}-${y}`} cx={x} cy={y} r={Math.max(1.5, step * 0.12)} fill={accent} opacity={0.28} />);
      }
    }
    decorations.push(<circle key="disc" cx={at(width)} cy={at(height)} r={Math.round(short * 0.42)} fill={shapes} opacity={0.45} />);
  } else {
    const peaks = 3 + at(3);
    const points = Array.from({ length: peaks + 1 }, (_, index) => `${Math.round((index / peaks) * width)},${Math.round(height * (0.45 + next() * 0.35))}`);
    decorations.push(<path key="far" d={`M0 ${height}L${points.join('L')}L${width} ${height}z`} fill={shapes} opacity={0.55} />);
    decorations.push(<circle key="sun" cx={at(width)} cy={Math.round(height * 0.25)} r={Math.round(short * 0.12)} fill={accent} opacity={0.5} />);
  }
  const mark = short * 0.42;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      className={cn('block', className)}
      data-illustration={id}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      <rect width={width} height={height} fill={ground} />
      {decorations}
      {portrait ? (
        <g fill={accent} opacity={0.3}>
          <circle cx={width / 2} cy={height * 0.42} r={short * 0.2} />
          <path d={`M${width / 2 - short * 0.36} ${height}c0-${short * 0.24} ${short * 0.16}-${short * 0.34} ${short * 0.36}-${short * 0.34}s${short * 0.36} ${short * 0.1} ${short * 0.36} ${short * 0.34}z`} />
        </g>
      ) : null}
      {glyph ? (
        <g transform={`translate(${(width - mark) / 2} ${(height - mark) / 2}) scale(${mark / 24})`} fill="none" stroke="#fff" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
          <path d={GLYPHS[glyph]} />
        </g>
      ) : null}
      {label ? (
        <text x="50%" y="50%" dy="0.35em" textAnchor="middle" fill="#fff" fontSize={short * (label.length > 2 ? 0.26 : 0.32)} fontWeight={700} fontFamily="inherit">
          {label}
        </text>
      ) : null}
    </svg>
  );
}
