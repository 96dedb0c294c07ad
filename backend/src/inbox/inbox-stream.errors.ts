/**
 * The kinds of refusal a command on an inbox stream (an application, a contact message) meets:
 * the stream does not exist; it is final (decided, closed); this command is not allowed now;
 * the stream kept changing while the command was saved. The edge answers each kind with one status.
 */
export type InboxRefusalKind = 'not-found' | 'final' | 'not-allowed' | 'busy';

/** A refusal's kind and the words staff read. */
export interface InboxRefusal {
  kind: InboxRefusalKind;
  message: string;
}

/** A command on an inbox stream refused: its stream's stable code, the refusal's kind and words. */
export class InboxStreamError<Code extends string = string> extends Error {
  readonly kind: InboxRefusalKind;

  constructor(
    readonly code: Code,
    refusal: InboxRefusal,
  ) {
    super(refusal.message);
    this.kind = refusal.kind;
    this.name = new.target.name;
  }
}
