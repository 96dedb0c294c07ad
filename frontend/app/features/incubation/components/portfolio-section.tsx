/*
 * The /incubation page's slot for the Startup Portfolio, which lives in features/portfolio.
 * This re-export is the one place where one feature reaches into another; the route can
 * import `PortfolioSection` from '../features/portfolio' directly and this file can go.
 */
export { PortfolioSection } from '../../portfolio';
