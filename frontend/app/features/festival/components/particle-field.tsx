import type { CSSProperties } from 'react';

/** Deterministic pseudo-random numbers, so the prerendered HTML and the browser draw the same field. */
const seeded = (seed: number): (() => number) => {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
};

export interface Particle {
  x: number;
  y: number;
  size: number;
  delay: number;
  duration: number;
}

export const makeParticles = (count: number, seed = 2025): Particle[] => {
  const next = seeded(seed);
  return Array.from({ length: count }, () => ({
    x: next() * 100,
    y: next() * 100,
    size: 2 + next() * 4,
    delay: next() * -12,
    duration: 8 + next() * 10,
  }));
};

const DRIFT =
  '@keyframes festival-drift{from{transform:translate3d(0,0,0)}to{transform:translate3d(12px,-40px,0)}}' +
  '.festival-particle{animation:festival-drift 12s ease-in-out infinite alternate}';

/** A decorative field of drifting particles behind the microsite; hidden from assistive technology. */
export function ParticleField({ count }: { count: number }) {
  return (
    <div aria-hidden="true" data-testid="particle-field" className="pointer-events-none absolute inset-0 overflow-hidden">
      <style>{DRIFT}</style>
      {makeParticles(count).map((particle, index) => (
        <span
          key={index}
          className="festival-particle absolute rounded-full bg-accent-300/40"
          style={
            {
              left: `${particle.x}%`,
              top: `${particle.y}%`,
              width: particle.size,
              height: particle.size,
              animationDelay: `${particle.delay}s`,
              animationDuration: `${particle.duration}s`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
