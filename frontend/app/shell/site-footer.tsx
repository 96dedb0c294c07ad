import { Link } from 'react-router';
import * as siteContent from '../content/site';
import type { NavLink } from '../content/site';
import { useContent, useFormat } from '../lib/i18n';
import { hasTarget } from '../lib/links';
import { Logo } from './logo';

function FooterLink({ link }: { link: NavLink }) {
  const { shell } = useContent('site', siteContent);
  const className = 'text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4';
  // An address the centre has not filled in yet is named, not linked.
  if (link.external && !hasTarget(link.to)) return <span className="text-brand-100">{link.label}</span>;
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" className={className}>
        {link.label}
        <span className="sr-only"> {shell.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <Link to={link.to} className={className}>
      {link.label}
    </Link>
  );
}

export function SiteFooter() {
  const { footerColumns, shell, site } = useContent('site', siteContent);
  const format = useFormat();
  return (
    <footer className="bg-brand-900 text-white">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.2fr_2fr]">
        <div className="max-w-sm">
          <Logo inverse />
          <p className="mt-5 text-brand-100">
            {shell.footerBlurb(site.tagline, site.university)}
          </p>
          <address className="mt-5 text-sm text-brand-100 not-italic">
            {site.address}
            <br />
            <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
              {site.email}
            </a>
          </address>
        </div>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {footerColumns.map((column) => (
            <nav key={column.label} aria-label={shell.footerNavLabel(column.label)}>
              <h2 className="text-sm font-bold tracking-[0.16em] text-accent-300 uppercase">{column.label}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-6 text-sm text-brand-100">
          {shell.copyright(format.digits(site.copyrightYear), site.name, site.university)}
        </p>
      </div>
    </footer>
  );
}
