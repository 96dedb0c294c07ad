import { useState } from 'react';
import { Image } from '../../../components/ui/image';
import * as homeContent from '../../../content/home';
import { DESIGNATION_MAX_CHARS, type AdvisoryMember } from '../../../content/home';
import { useContent } from '../../../lib/i18n';
import { initials } from '../../../utils/text';
import { hasTarget } from '../../../lib/links';
import { ScriptButton } from '../../../components/ui/button';

/** A vowel sign or other mark belongs to the letter before it; a virama or joiner to the next. */
const insideLetter = (characters: readonly string[], at: number): boolean =>
  /\p{M}/u.test(characters[at] ?? '') || /[\u094D\u200D]/u.test(characters[at - 1] ?? '');

/**
 * Cuts to `max` characters plus an ellipsis when longer, moving the cut back to the start of
 * a letter when it would fall inside one ('प्र', 'ती' in Marathi): no half letters.
 */
export const truncateDesignation = (text: string, max: number): { text: string; truncated: boolean } => {
  const characters = Array.from(text);
  if (characters.length <= max) return { text, truncated: false };
  let end = max;
  while (end > 0 && insideLetter(characters, end)) end -= 1;
  return { text: `${characters.slice(0, end).join('')}...`, truncated: true };
};

export function AdvisoryMemberCard({ member }: { member: AdvisoryMember }) {
  const text = useContent('home', homeContent).homeText.advisory;
  const [expanded, setExpanded] = useState(false);
  const cut = truncateDesignation(member.designation, DESIGNATION_MAX_CHARS);
  const hasProfile = hasTarget(member.linkedin);

  return (
    <li className="flex flex-col items-center rounded-[var(--radius-card)] bg-white p-5 text-center ring-1 ring-ink-100 sm:p-6">
      {member.img ? (
        <Image src={member.img} alt={text.photoOf(member.name)} width={112} height={112} className="size-24 rounded-full object-cover sm:size-28" />
      ) : (
        <span
          aria-hidden="true"
          data-testid="member-initials"
          className="grid size-24 place-items-center rounded-full bg-brand-700 text-3xl font-bold text-white sm:size-28"
        >
          {initials(member.name)}
        </span>
      )}
      <h3 className="mt-4 font-bold sm:text-lg">
        {hasProfile ? (
          <a href={member.linkedin} target="_blank" rel="noopener noreferrer" className="hover:text-brand-700 hover:underline">
            {member.name}
            <span className="sr-only"> {text.profile}</span>
          </a>
        ) : (
          member.name
        )}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{expanded ? member.designation : cut.text}</p>
      {cut.truncated && (
        <ScriptButton
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          aria-label={expanded ? text.showLessAbout(member.name) : text.readMoreAbout(member.name)}
          className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? text.showLess : text.readMore}
        </ScriptButton>
      )}
    </li>
  );
}

export function AdvisoryCommittee() {
  const { advisoryCommittee, homeText } = useContent('home', homeContent);
  const text = homeText.advisory;
  return (
    <section aria-labelledby="home-advisory-title" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">{text.eyebrow}</p>
          <h2 id="home-advisory-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            {text.title}
          </h2>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
          {advisoryCommittee.map((member) => (
            <AdvisoryMemberCard key={member.name} member={member} />
          ))}
        </ul>
      </div>
    </section>
  );
}
