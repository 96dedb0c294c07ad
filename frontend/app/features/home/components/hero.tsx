import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel';
import { LinkButton } from '../../../components/ui/button';
import { Image } from '../../../components/ui/image';
import { paths } from '../../../config/paths';
import * as homeContent from '../../../content/home';
import { HERO_AUTOPLAY_MS, HERO_TRANSITION_MS } from '../../../content/home';
import * as siteContent from '../../../content/site';
import { useContent } from '../../../lib/i18n';

export function Hero() {
  const { applyLink, heroSlides, homeText } = useContent('home', homeContent);
  const { site } = useContent('site', siteContent);
  const text = homeText.hero;
  const slides = heroSlides.map((slide, index) => (
    <figure key={slide.link} className="relative overflow-hidden rounded-[1.75rem]">
      <Image
        src={slide.imageUrl}
        alt=""
        width={800}
        height={600}
        loading={index === 0 ? 'eager' : 'lazy'}
        className="aspect-[4/3] w-full object-cover"
      />
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-900/90 via-ink-900/70 to-transparent p-6 pt-20 pb-16 text-white sm:p-8 sm:pb-18">
        <h2 className="text-2xl font-bold sm:text-3xl">{slide.title}</h2>
        <p className="mt-2 max-w-md text-sm text-white/90 sm:text-base">{slide.description}</p>
        <Link to={slide.link} className="mt-3 inline-block font-semibold text-accent-300 underline-offset-4 hover:underline">
          {text.explore(slide.title)}
        </Link>
      </figcaption>
    </figure>
  ));

  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="absolute -top-40 -left-32 size-[34rem] rounded-full bg-brand-600/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -right-24 -bottom-48 size-[30rem] rounded-full bg-accent-500/20 blur-3xl" />
      <div className="container-page relative grid items-center gap-12 py-16 lg:grid-cols-[1fr_1.1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-accent-300 uppercase">{site.name}</p>
          <h1 id="home-hero-title" className="mt-4 text-4xl leading-[1.05] font-extrabold sm:text-6xl">
            {site.tagline}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">
            {text.intro(site.university)}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton to={applyLink.to} variant="accent" size="lg">
              {applyLink.label}
            </LinkButton>
            <LinkButton to={paths.booking} variant="light" size="lg">
              {text.booking}
            </LinkButton>
          </div>
        </div>
        <Carousel
          label={text.carousel}
          slides={slides}
          autoplayMs={HERO_AUTOPLAY_MS}
          transitionMs={HERO_TRANSITION_MS}
          controlsPlacement="overlay"
        />
      </div>
    </section>
  );
}
