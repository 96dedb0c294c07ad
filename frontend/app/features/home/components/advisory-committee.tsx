import { useState } from 'react';
import { Image } from '../../../components/ui/image';
import { advisoryCommittee, DESIGNATION_MAX_CHARS, type AdvisoryMember } from '../../../content/home';
import { initials, truncateChars } from '../../../utils/text';

export function AdvisoryMemberCard({ member }: { member: AdvisoryMember }) {
  const [expanded, setExpanded] = useState(false);
  const cut = truncateChars(member.designation, DESIGNATION_MAX_CHARS);
  const hasProfile = member.linkedin !== '' && member.linkedin !== '#';

  return (
    <li className="flex flex-col items-center rounded-[var(--radius-card)] bg-white p-5 text-center ring-1 ring-ink-100 sm:p-6">
      {member.img ? (
        <Image src={member.img} alt={`Photo of ${member.name}`} width={112} height={112} className="size-24 rounded-full object-cover sm:size-28" />
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
            <span className="sr-only"> (professional profile, opens in a new tab)</span>
          </a>
        ) : (
          member.name
        )}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{expanded ? member.designation : cut.text}</p>
      {cut.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? 'Show Less' : 'Read More'}
          <span className="sr-only"> about {member.name}</span>
        </button>
      )}
    </li>
  );
}

export function AdvisoryCommittee() {
  return (
    <section aria-labelledby="home-advisory-title" className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">Guidance</p>
          <h2 id="home-advisory-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            Advisory Committee
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
