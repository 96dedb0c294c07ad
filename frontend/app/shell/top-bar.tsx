import { Link } from 'react-router';
import { paths } from '../config/paths';
import * as siteContent from '../content/site';
import { useContent } from '../lib/i18n';

/** The secondary top component: contact line, the Research/Innovation/Design menu, apply link. */
export function TopBar() {
  const { secondaryNav, shell, site } = useContent('site', siteContent);
  return (
    <div className="bg-brand-900 text-xs text-brand-100 sm:text-sm">
      <div className="container-page flex h-10 items-center justify-between gap-4">
        <a href={`mailto:${site.email}`} className="hidden truncate hover:text-white sm:block">
          {site.email}
        </a>
        <nav aria-label={shell.secondaryNavLabel} className="ml-auto flex items-center gap-3 sm:gap-4">
          {/* On the narrowest phones the header's menu carries these links; the apply link stays. */}
          <ul className="flex items-center gap-3 max-[359px]:hidden sm:gap-4">
            {secondaryNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-white">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={paths.incubationForm} className="rounded-full bg-accent-400 px-3 py-1 font-semibold whitespace-nowrap text-ink-900 hover:bg-accent-300">
            {shell.applyForIncubation}
          </Link>
        </nav>
      </div>
    </div>
  );
}
