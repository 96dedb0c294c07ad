import { useCallback } from 'react';
import * as formMessagesEn from '../../content/form-messages';
import * as messagesEn from '../../content/messages';
import { useContent } from './use-content';

type Path = readonly (string | number)[];

/** Where each English message sits in a messages module (built once). */
function indexMessages(value: unknown, path: Path, into: Map<string, Path>): Map<string, Path> {
  if (typeof value === 'string') {
    if (!into.has(value)) into.set(value, path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => indexMessages(item, [...path, index], into));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) indexMessages(item, [...path, key], into);
  }
  return into;
}

let indexes: { booking: Map<string, Path>; form: Map<string, Path> } | undefined;
/** Built on first use, so pages without forms never pay for it. */
const messageIndexes = () =>
  (indexes ??= {
    booking: indexMessages({ ...messagesEn }, [], new Map()),
    form: indexMessages({ ...formMessagesEn }, [], new Map()),
  });

const at = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    root,
  );

/**
 * Shows one of contracts' English messages (a validation rule's result, a server's error) in
 * the visitor's language. A message that is not one of contracts' (a server's free text) is
 * shown as it came.
 */
export function useMessage(): (english: string | undefined) => string {
  const messages = useContent('messages', messagesEn);
  const formMessages = useContent('form-messages', formMessagesEn);
  return useCallback(
    (english) => {
      if (!english) return '';
      const { booking, form } = messageIndexes();
      const bookingPath = booking.get(english);
      const formPath = bookingPath ? undefined : form.get(english);
      const localized = bookingPath
        ? at(messages, bookingPath)
        : formPath
          ? at(formMessages, formPath)
          : undefined;
      return typeof localized === 'string' ? localized : english;
    },
    [messages, formMessages],
  );
}
