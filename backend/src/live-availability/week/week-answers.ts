/** An answer with the read-model positions it was built at. */
export interface KeptAnswer<A> {
  at: string;
  answer: A;
}

/** More lab-weeks than the horizon holds for every lab (7 labs × 91 first days). */
const MOST_KEPT = 1024;

/**
 * The last answer built for each question (lab, first day, and the clock's part of it), kept
 * with the positions of the read models it was built from. An answer is a function of those
 * positions and the question, so a later read whose store stands at the same positions is
 * answered with it: identical reads between two applied events share one build. Whoever asks
 * compares positions read from the store; this holds no opinion on whether it is fresh.
 * The least recently used question goes first once MOST_KEPT are kept.
 */
export class WeekAnswers<A> {
  private readonly kept = new Map<string, KeptAnswer<A>>();

  constructor(private readonly most = MOST_KEPT) {}

  get(question: string): KeptAnswer<A> | undefined {
    const found = this.kept.get(question);
    if (found) {
      this.kept.delete(question);
      this.kept.set(question, found);
    }
    return found;
  }

  set(question: string, kept: KeptAnswer<A>): void {
    this.kept.delete(question);
    this.kept.set(question, kept);
    if (this.kept.size > this.most) this.kept.delete(this.kept.keys().next().value!);
  }

  get size(): number {
    return this.kept.size;
  }
}
