import { Link } from 'react-router';
import * as contactModule from '../../../content/contact';
import * as siteModule from '../../../content/site';
import { useContent } from '../../../lib/i18n';
import { OutLink } from '../../../components/ui';

/** Address, phone, email, website and a few links, each leading somewhere real. */
export function ContactPanel() {
  const { panel } = useContent('contact', contactModule).contactContent;
  // The centre's address as the site writes it in the visitor's language.
  const { address } = useContent('site', siteModule).site;
  const linkClass = 'font-medium text-white underline decoration-accent-300 underline-offset-4 hover:text-accent-300';
  return (
    <aside aria-labelledby="contact-panel-title" className="rounded-[var(--radius-card)] bg-brand-900 p-8 text-white">
      <h2 id="contact-panel-title" className="text-2xl font-bold">
        {panel.title}
      </h2>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{panel.address.label}</dt>
          <dd className="mt-1 text-brand-100">
            <address className="not-italic">{address}</address>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{panel.phoneNumber.label}</dt>
          <dd className="mt-1">
            <a href={panel.phoneNumber.href} className={linkClass}>
              {panel.phoneNumber.value}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{panel.emailAddress.label}</dt>
          <dd className="mt-1">
            <a href={panel.emailAddress.href} className={linkClass}>
              {panel.emailAddress.value}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{panel.webAddress.label}</dt>
          <dd className="mt-1">
            <Link to={panel.webAddress.href} className={linkClass}>
              {panel.webAddress.value}
            </Link>
          </dd>
        </div>
      </dl>
      <h3 className="mt-8 text-sm font-semibold tracking-wide text-accent-300 uppercase">{panel.linksTitle}</h3>
      <ul className="mt-3 space-y-2">
        {panel.links.map((item) => (
          <li key={item.href}>
            {item.external ? (
              <OutLink href={item.href} className={linkClass}>
                {item.label}
              </OutLink>
            ) : (
              <Link to={item.href} className={linkClass}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}
