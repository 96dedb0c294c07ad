import { Card, Image, LinkButton, Section } from '../../../components/ui';
import * as trainingContent from '../../../content/training';
import { useContent } from '../../../lib/i18n';

/** Display only: current programmes with an enrol link, past programmes with their date. */
export function TrainingPage() {
  const {
    currentPrograms,
    pastPrograms,
    trainingPage: page,
  } = useContent('training', trainingContent);
  return (
    <>
      <section aria-labelledby="training-title" className="bg-brand-900 text-white">
        <div className="container-page py-16 lg:py-20">
          <p className="mb-3 text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">
            {page.eyebrow}
          </p>
          <h1 id="training-title" className="text-4xl font-extrabold sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{page.intro}</p>
        </div>
      </section>
      <Section title={page.currentTitle} intro={page.currentIntro} tone="white">
        <ul aria-label={page.currentTitle} className="grid gap-6 md:grid-cols-2">
          {currentPrograms.map((program) => (
            <Card as="li" key={program.title} className="flex flex-col sm:flex-row">
              <Image
                src={program.image}
                alt=""
                className="aspect-[16/10] w-full object-cover sm:aspect-auto sm:w-48"
              />
              <div className="flex flex-1 flex-col gap-3 p-6">
                <h3 className="text-2xl font-semibold">{program.title}</h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold text-ink-700">{page.ui.duration}</dt>
                  <dd className="text-ink-600">{program.duration}</dd>
                  <dt className="font-semibold text-ink-700">{page.ui.instructor}</dt>
                  <dd className="text-ink-600">{program.instructor}</dd>
                </dl>
                <p className="text-ink-700">{program.description}</p>
                <LinkButton
                  to={program.enrollLink}
                  variant="primary"
                  size="sm"
                  className="mt-auto self-start"
                  aria-label={page.ui.enroll(program.title)}
                >
                  {page.ui.enrollShort}
                </LinkButton>
              </div>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title={page.pastTitle} intro={page.pastIntro} tone="paper">
        <ul aria-label={page.pastTitle} className="grid gap-6 md:grid-cols-2">
          {pastPrograms.map((program) => (
            <Card as="li" key={program.title} className="flex flex-col">
              <Image src={program.image} alt="" className="aspect-[16/9] w-full object-cover" />
              <div className="flex flex-col gap-2 p-6">
                <h3 className="text-2xl font-semibold">{program.title}</h3>
                <p className="text-sm font-medium text-teal-600">
                  {page.ui.held} {program.date}
                </p>
                <p className="text-ink-700">{program.description}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Section>
    </>
  );
}
