export { ClientsGrid } from './components/clients-grid';
export { PortfolioList } from './components/portfolio-list';
