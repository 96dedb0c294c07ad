/*
 * Slot for the Startup Portfolio on /incubation. Another engineer owns this file and builds the
 * data-driven portfolio here (search, 12 per page, pager, loading countdown); until then it
 * renders the section heading only.
 */
import { incubation } from '../../../content/incubation';

export function PortfolioSection() {
  return (
    <section id="startup-portfolio" aria-labelledby="startup-portfolio-title" className="bg-paper py-16 sm:py-20">
      <div className="container-page">
        <h2 id="startup-portfolio-title" className="text-center text-3xl font-bold sm:text-4xl">
          {incubation.portfolio.title}
        </h2>
      </div>
    </section>
  );
}
