import { MESSAGES, messageText, textAt, type ApiErrorBody, type MessageCode } from '@centre/contracts';
import { useCallback } from 'react';
import { useContent } from './use-content';

/**
 * Words to show: the catalogue's code (contracts' `MESSAGES`: `booking.slotsRequired`) and its
 * English, which is shown only when the code is not one this build knows (a newer server's) or
 * the words have none (the staff console's).
 */
export interface Notice {
  code?: MessageCode;
  text: string;
  /** Staff's words the server quoted (a closure's reason): no catalogue translates them. */
  note?: string;
}

/** The catalogue's words of a code. */
export const notice = (code: MessageCode): Notice => ({ code, text: messageText(code) });

/** What a refusal says, with its code. */
export const noticeOf = (error: Pick<ApiErrorBody, 'message' | 'messageCode' | 'note'>): Notice => ({
  ...(error.messageCode ? { code: error.messageCode, text: error.message } : { text: error.message }),
  ...(error.note && { note: error.note }),
});

/** Shows a notice, or a bare code, in the visitor's language: found by its code, never by its words. */
export type ShowMessage = (said: Notice | MessageCode | undefined) => string;

/** Contracts' catalogue in the visitor's language (its edition is the 'messages' namespace). */
export const useMessages = (): typeof MESSAGES => useContent('messages', MESSAGES);

export function useMessage(): ShowMessage {
  const messages = useMessages();
  return useCallback(
    (said) => {
      if (said === undefined) return '';
      const { code, text, note } = typeof said === 'string' ? { code: said, text: '', note: undefined } : said;
      const translated = code === undefined ? undefined : textAt(messages, code);
      // The server's own words already quote the note; the catalogue's do not.
      if (translated === undefined) return text;
      return note ? `${translated} ${textAt(messages, 'booking.staffNote') ?? messageText('booking.staffNote')}: ${note}` : translated;
    },
    [messages],
  );
}
