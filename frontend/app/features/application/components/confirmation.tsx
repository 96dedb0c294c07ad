import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui';
import * as applicationModule from '../../../content/application';
import { useContent, useMessages } from '../../../lib/i18n';

/** After a successful submit: what happens next, and a way to start another application. */
export function Confirmation({ onAnother }: { onAnother: () => void }) {
  const { applicationContent: content } = useContent('application', applicationModule);
  const { application: APPLICATION_MESSAGES } = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="region" aria-labelledby="application-confirmation" className="text-center">
      <div aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-full bg-green-100 text-3xl text-green-800">
        ✓
      </div>
      <h2 id="application-confirmation" ref={headingRef} tabIndex={-1} className="mt-6 text-3xl font-bold focus:outline-none">
        {content.confirmation.title}
      </h2>
      <p className="mt-4 text-lg text-ink-600">{content.confirmation.text}</p>
      <ol className="mx-auto mt-6 max-w-xl list-decimal space-y-3 pl-6 text-left text-ink-700">
        {content.confirmation.steps.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
      <Button size="lg" className="mt-10" onClick={onAnother}>
        {APPLICATION_MESSAGES.submitAnother}
      </Button>
    </div>
  );
}
