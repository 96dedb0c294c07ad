import { Carousel } from './carousel';
import { Image } from './image';

export interface CarouselHeroContent {
  intro: string;
  carouselLabel: string;
  slides: ReadonlyArray<{ title: string; image: string }>;
}

/** The opening of the design, design-studio and community pages: title, intro, slide show. */
export function CarouselHero({ id, title, content }: { id: string; title: string; content: CarouselHeroContent }) {
  return (
    <section aria-labelledby={id} className="bg-brand-900 pb-12 text-white">
      <div className="container-page pt-14 text-center">
        <h1 id={id} className="text-4xl font-extrabold sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{content.intro}</p>
      </div>
      <div className="container-page mt-10">
        <Carousel
          label={content.carouselLabel}
          controlsPlacement="overlay"
          slides={content.slides.map((slide, index) => (
            <figure key={slide.title} className="relative overflow-hidden rounded-[var(--radius-card)]">
              <Image src={slide.image} alt="" loading={index === 0 ? 'eager' : 'lazy'} className="aspect-[4/3] w-full object-cover sm:aspect-[16/6]" />
              <figcaption className="absolute top-4 left-4 rounded-full bg-ink-900/75 px-4 py-2 text-sm font-semibold text-white">{slide.title}</figcaption>
            </figure>
          ))}
        />
      </div>
    </section>
  );
}
