/** Holds calls while closed, as a paused process would; `waiting` counts the held ones. */
export class Gate {
  private opened = true;
  private held: Array<() => void> = [];

  get waiting(): number {
    return this.held.length;
  }

  close(): void {
    this.opened = false;
  }

  open(): void {
    this.opened = true;
    for (const resume of this.held.splice(0)) resume();
  }

  pass(): Promise<void> {
    return this.opened ? Promise.resolve() : new Promise((resume) => this.held.push(resume));
  }

  /** Wraps an async function so each call first passes the gate. */
  wrap<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
    return async (...args: A) => {
      await this.pass();
      return fn(...args);
    };
  }
}
