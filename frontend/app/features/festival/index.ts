export { DotNav } from './components/dot-nav';
export { ParticleField, makeParticles } from './components/particle-field';
export { useActiveSection } from './hooks/use-active-section';
