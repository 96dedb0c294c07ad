export { PortfolioSection } from './components/portfolio-section';
