import { useState } from 'react';
import { Button, Card, Image } from '../../../components/ui';
import type { StudioClient } from '../../../content/design-studio';

/** Shows `first` clients, then `step` more per 'View More' click; the button goes once all are shown. */
export function ClientsGrid({
  clients,
  first,
  step,
  label,
  viewMore,
  logoAlt,
}: {
  clients: readonly StudioClient[];
  first: number;
  step: number;
  label: string;
  viewMore: string;
  logoAlt: (name: string) => string;
}) {
  const [visible, setVisible] = useState(first);
  return (
    <>
      <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {clients.slice(0, visible).map((client) => (
          <Card as="li" key={client.name} className="flex items-center gap-4 p-5">
            <Image src={client.logo} alt={logoAlt(client.name)} className="size-16 shrink-0 rounded-xl" />
            <div>
              <h3 className="font-semibold">{client.name}</h3>
              <p className="text-sm text-ink-600">{client.description}</p>
            </div>
          </Card>
        ))}
      </ul>
      {visible < clients.length && (
        <div className="mt-8 text-center">
          <Button variant="outline" onClick={() => setVisible((count) => Math.min(count + step, clients.length))}>
            {viewMore}
          </Button>
        </div>
      )}
    </>
  );
}
