// The portfolio slice's public surface: what the entry points may import.
export { PortfolioModule } from './portfolio.module.js';
