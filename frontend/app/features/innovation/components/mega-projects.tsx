import { LinkButton, Picture } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import type { MegaProject } from '../../../content/innovation';

/** Team cards with the text and the two-image grid swapping sides from one team to the next. */
export function MegaProjects({
  teams,
  label,
  knowMore,
  photoAlt,
}: {
  teams: readonly MegaProject[];
  label: string;
  knowMore: (team: string) => string;
  photoAlt: (team: string, n: number) => string;
}) {
  return (
    <ul className="space-y-16">
      {teams.map((team, index) => (
        <li key={team.id} className="grid items-center gap-8 lg:grid-cols-2" data-layout={index % 2 === 0 ? 'text-first' : 'images-first'}>
          <div className={cn(index % 2 === 1 && 'lg:order-2')}>
            <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">{team.team}</p>
            <h3 className="mt-2 text-2xl font-bold sm:text-3xl">{team.title}</h3>
            <p className="mt-4 text-lg text-ink-600">{team.description}</p>
            <LinkButton to={team.link} external variant="outline" className="mt-6" aria-label={knowMore(team.team)}>
              {label}
            </LinkButton>
          </div>
          <div className="grid grid-cols-2 gap-4">
            {team.pictures.map((glyph, imageIndex) => (
              <Picture
                key={imageIndex}
                kind="teams"
                id={imageIndex === 0 ? team.id : `${team.id}-${imageIndex + 1}`}
                glyph={glyph}
                width={400}
                height={500}
                sizes="(min-width: 1024px) 25vw, 50vw"
                alt={photoAlt(team.team, imageIndex + 1)}
                className={cn('aspect-[4/5] h-auto w-full rounded-[var(--radius-card)] object-cover', imageIndex === 1 && 'mt-8')}
              />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
