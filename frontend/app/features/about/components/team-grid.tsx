import { Picture, Section } from '../../../components/ui';
import * as aboutContent from '../../../content/about';
import { useContent } from '../../../lib/i18n';
import { hasTarget } from '../../../lib/links';
import { initials } from '../../../utils/text';

/** Team cards; the profile link appears on hover and on keyboard focus. */
export function TeamGrid() {
  const { aboutPage: page, team } = useContent('about', aboutContent);
  return (
    <Section title={page.teamTitle} intro={page.teamIntro} tone="white">
      <ul
        aria-label={page.teamTitle}
        className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7"
      >
        {team.map((person) => (
          <li key={person.id} className="group relative flex flex-col items-center text-center">
            <div className="relative">
              <Picture
                kind="people"
                id={person.id}
                label={initials(person.name)}
                portrait
                alt=""
                width={112}
                height={112}
                sizes="112px"
                className="size-28 rounded-full object-cover ring-4 ring-brand-50"
              />
              {hasTarget(person.linkedin) && (
                <a
                  href={person.linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={page.ui.profile(person.name)}
                  className="absolute inset-0 grid place-items-center rounded-full bg-brand-900/80 text-white opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-8"
                    fill="currentColor"
                  >
                    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21H9z" />
                  </svg>
                </a>
              )}
            </div>
            <h3 className="mt-4 font-semibold">{person.name}</h3>
            <p className="text-sm text-ink-600">{person.designation}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
