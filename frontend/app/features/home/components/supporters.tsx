import { Link } from 'react-router';
import { Image } from '../../../components/ui/image';
import * as homeContent from '../../../content/home';
import { useContent } from '../../../lib/i18n';

/** 'Supported by' logo strip and the 'Funding schemes' strip. */
export function Supporters() {
  const { fundingSchemes, homeText, supportedBy } = useContent('home', homeContent);
  const text = homeText.supporters;
  return (
    <section aria-labelledby="home-supported-title" className="border-y border-ink-100 bg-white py-14">
      <div className="container-page">
        <h2 id="home-supported-title" className="text-center text-sm font-bold tracking-[0.18em] text-ink-600 uppercase">
          {text.title}
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-6 sm:grid-cols-3 lg:grid-cols-6">
          {supportedBy.map((item) => (
            <li key={item.logo} className="flex justify-center">
              <Image src={item.logo} alt={item.name} width={260} height={80} className="h-14 w-auto bg-transparent" />
            </li>
          ))}
        </ul>
        <h3 className="mt-14 text-center text-sm font-bold tracking-[0.18em] text-ink-600 uppercase">{text.funding}</h3>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {fundingSchemes.map((scheme) => (
            <li key={scheme.to}>
              <Link
                to={scheme.to}
                className="group block h-full rounded-2xl border border-ink-100 bg-paper p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="block font-bold text-brand-700">{scheme.name}</span>
                <span className="mt-1 block text-sm text-ink-600">{scheme.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
