import { useId, useState } from 'react';
import { Card, Image, Picture, buttonClasses } from '../../../components/ui';
import * as portfolioModule from '../../../content/portfolio';
import { useContent, useMessages } from '../../../lib/i18n';
import { monogram, truncateChars } from '../../../utils/text';
import type { PortfolioStartup } from '../api/portfolio-api';
import { hasTarget } from '../../../lib/links';
import { ScriptButton } from '../../../components/ui/button';

/** Logo, name, founder, a description clamped to 3 lines and 150 characters, and the website. */
export function StartupCard({ startup }: { startup: PortfolioStartup }) {
  const { portfolioContent: content } = useContent('portfolio', portfolioModule);
  const { portfolio: M } = useMessages();
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const clamp = truncateChars(startup.description, content.descriptionLimit);
  const hasWebsite = hasTarget(startup.website);
  return (
    <Card as="li" interactive className="flex flex-col">
      <div className="grid h-36 place-items-center bg-white p-6">
        {startup.logo ? (
          <Image src={startup.logo} alt={content.logoAlt(startup.name)} className="max-h-24 w-auto max-w-full bg-transparent object-contain" />
        ) : (
          // No logo sent yet: the startup's photograph when the centre has one, else its monogram drawn.
          <Picture kind="startups" id={startup.id} label={monogram(startup.name)} alt={content.logoAlt(startup.name)} width={96} height={96} sizes="96px" className="size-24 rounded-2xl" />
        )}
      </div>
      <div className="flex flex-1 flex-col border-t border-ink-100 p-5">
        <h3 className="text-lg font-semibold">{startup.name}</h3>
        <p className="mt-1 text-sm font-medium text-brand-700">{content.foundedBy(startup.founder)}</p>
        <p id={descriptionId} className={expanded ? 'mt-3 text-sm text-ink-600' : 'mt-3 line-clamp-3 text-sm text-ink-600'}>
          {expanded ? startup.description : clamp.text}
        </p>
        {clamp.truncated && (
          <ScriptButton
            type="button"
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {expanded ? M.showLess : M.seeMore}
          </ScriptButton>
        )}
        {hasWebsite && (
          <a
            href={startup.website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'sm', 'mt-auto self-start')}
          >
            {M.visitWebsite}
            <span className="sr-only">{` (${startup.name})`}</span>
          </a>
        )}
      </div>
    </Card>
  );
}
