import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as bookingModule from '../../../content/booking';
import { useContent } from '../../../lib/i18n';
import type { Notice as Said } from '../../../lib/i18n';
import type { LinkedResult } from '../api/booker-link-api';
import { Notice } from './booker-notice';

/** What a linked page says when its link opens nothing. */
export interface LinkedPageWords {
  title: string;
  /** No id or token in the address. */
  missingLink: string;
  loadFailed: string;
  /** The token refused: the server's words (`refusal`) or the page's own. */
  unauthorised: (refusal: Said) => string;
  notFound: string;
}

export interface LinkedPageProps<T> {
  /** The heading's id, which names the page's section. */
  titleId: string;
  /** The heading's size classes. */
  titleSize: string;
  id: string | undefined;
  token: string | undefined;
  queryKey: (id: string) => readonly unknown[];
  load: (id: string, token: string) => Promise<LinkedResult<T>>;
  words: LinkedPageWords;
  /** The page of what the link opens. */
  children: (value: T, id: string, token: string) => ReactNode;
}

/**
 * A page opened by the signed link of a booker's or a waiter's mail (`?id=…&token=…`): its
 * heading, then what the link opens, or a line that says why not.
 */
export function LinkedPage<T>({ titleId, titleSize, id, token, queryKey, load, words, children }: LinkedPageProps<T>) {
  const { myBookingContent } = useContent('booking', bookingModule);
  const query = useQuery({
    queryKey: queryKey(id ?? ''),
    queryFn: () => load(id ?? '', token ?? ''),
    enabled: Boolean(id && token),
    retry: false,
  });

  let body: ReactNode;
  if (!id || !token) body = <Notice tone="info">{words.missingLink}</Notice>;
  else if (query.isPending) body = <Notice tone="info">{myBookingContent.loading}</Notice>;
  else if (query.isError || query.data.kind === 'failed') body = <Notice tone="error">{words.loadFailed}</Notice>;
  else if (query.data.kind === 'unauthorised') body = <Notice tone="error">{words.unauthorised(query.data.message)}</Notice>;
  else if (query.data.kind === 'not-found') body = <Notice tone="error">{words.notFound}</Notice>;
  else body = children(query.data.value, id, token);

  return (
    <section aria-labelledby={titleId} className="bg-paper py-12 sm:py-16">
      <div className="container-page max-w-3xl">
        <h1 id={titleId} className={`mb-8 ${titleSize} font-extrabold`}>
          {words.title}
        </h1>
        {body}
      </div>
    </section>
  );
}
