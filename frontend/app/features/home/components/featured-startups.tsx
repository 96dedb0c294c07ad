import { Image } from '../../../components/ui/image';
import { Marquee } from '../../../components/ui/marquee';
import * as homeContent from '../../../content/home';
import { MARQUEE_ITEM_MS, type Logo } from '../../../content/home';
import { useContent } from '../../../lib/i18n';

// 5 logos across, 3 under 768 px, 2 under 480 px.
const ITEM_WIDTH = 'w-[50cqw] min-[480px]:w-[33.333cqw] md:w-[20cqw]';

const tile = (item: Logo) => (
  <div className="flex h-28 items-center gap-3 rounded-2xl bg-white px-4 ring-1 ring-ink-100">
    <Image src={item.logo} alt="" width={64} height={64} className="size-14 shrink-0 rounded-xl" />
    <span className="text-sm font-semibold text-ink-700 sm:text-base">{item.name}</span>
  </div>
);

export function FeaturedStartups() {
  const { featuredRows, homeText } = useContent('home', homeContent);
  const text = homeText.featured;
  return (
    <section aria-labelledby="home-featured-title" className="overflow-hidden bg-paper py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">{text.eyebrow}</p>
          <h2 id="home-featured-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            {text.title}
          </h2>
        </div>
        <div className="mt-10 space-y-5">
          <Marquee label={text.firstRow} items={featuredRows.first.map(tile)} itemMs={MARQUEE_ITEM_MS} itemClassName={ITEM_WIDTH} />
          <Marquee
            label={text.secondRow}
            items={featuredRows.second.map(tile)}
            itemMs={MARQUEE_ITEM_MS}
            itemClassName={ITEM_WIDTH}
            reverse
          />
        </div>
      </div>
    </section>
  );
}
