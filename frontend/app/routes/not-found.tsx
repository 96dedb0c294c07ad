import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../config/paths';
import * as siteContent from '../content/site';
import { localize, useContent } from '../lib/i18n';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => {
  const { notFound, site } = localize('site', siteContent);
  return [
    { title: `${notFound.metaTitle} | ${site.name}` },
    { name: 'description', content: notFound.metaDescription },
    { name: 'robots', content: 'noindex' },
  ];
};

export function NotFoundContent() {
  const { notFound, site: localSite } = useContent('site', siteContent);
  return (
    <section
      aria-labelledby="not-found-title"
      className="relative overflow-hidden bg-paper py-24 sm:py-32"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-100 blur-3xl"
      />
      <div className="container-page relative text-center">
        <p className="text-8xl font-black tracking-tight text-brand-700 sm:text-9xl">404</p>
        <h1 id="not-found-title" className="mt-4 text-3xl font-bold sm:text-4xl">
          {notFound.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-600">{notFound.body}</p>
        <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
          {notFound.home}
        </Link>
        <p className="mt-8 text-ink-600">
          {notFound.help}{' '}
          <a
            href={`mailto:${localSite.email}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {localSite.email}
          </a>
          .
        </p>
      </div>
    </section>
  );
}

export default function NotFound() {
  return <NotFoundContent />;
}
