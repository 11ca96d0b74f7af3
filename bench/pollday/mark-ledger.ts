// Every mark of a run, from the tap to each coordinator's screen: when the phone sent the push
// that carried it, when the push was answered, when each watching coordinator pulled it and
// when a summary that counts it reached that coordinator. Times in ms on the shared clock
// (http-client.ts `now`). Samples are kept per step, so each step's percentiles are its own.
export type StepSamples = {
  tapped: number;
  acked: number;
  failed: number;
  /** (mark, coordinator) pairs expected, pulled, and shown in a summary. */
  expectedViews: number;
  /** Push sent → the coordinator's pull brought the mark. */
  sentToPulled: number[];
  /** Push sent → the coordinator's summary counting the mark arrived: "mark-to-coordinator". */
  sentToShown: number[];
  /** The same from the tap (includes waiting on the phone behind its previous push). */
  tapToShown: number[];
  /** Push sent → answered, per mark. */
  sentToAcked: number[];
  failures: string[];
};

type Mark = { step: number; tapAt: number; sentAt?: number };

const emptySamples = (): StepSamples => ({
  tapped: 0,
  acked: 0,
  failed: 0,
  expectedViews: 0,
  sentToPulled: [],
  sentToShown: [],
  tapToShown: [],
  sentToAcked: [],
  failures: [],
});

export class MarkLedger {
  private readonly marks = new Map<string, Mark>();
  private readonly steps = new Map<number, StepSamples>();

  samples(step: number): StepSamples {
    let s = this.steps.get(step);
    if (!s) this.steps.set(step, (s = emptySamples()));
    return s;
  }

  tapped(id: string, step: number, watchers: number, at: number): void {
    this.marks.set(id, { step, tapAt: at });
    const s = this.samples(step);
    s.tapped += 1;
    s.expectedViews += watchers;
  }

  /** The push carrying these marks is being sent (a retry keeps the first time). */
  sent(ids: string[], at: number): void {
    for (const id of ids) {
      const m = this.marks.get(id);
      if (m && m.sentAt === undefined) m.sentAt = at;
    }
  }

  acked(ids: string[], at: number): void {
    for (const id of ids) {
      const m = this.marks.get(id);
      if (!m) continue;
      const s = this.samples(m.step);
      s.acked += 1;
      s.sentToAcked.push(at - (m.sentAt ?? at));
    }
  }

  failed(ids: string[], why: string): void {
    for (const id of ids) {
      const m = this.marks.get(id);
      if (!m) continue;
      const s = this.samples(m.step);
      s.failed += 1;
      if (s.failures.length < 5) s.failures.push(why);
    }
  }

  /** A push or request failed without naming marks (it is retried): counted against the step. */
  error(step: number, why: string): void {
    const s = this.samples(step);
    s.failed += 1;
    if (s.failures.length < 5) s.failures.push(why);
  }

  pulled(id: string, at: number): void {
    const m = this.marks.get(id);
    if (m?.sentAt !== undefined) this.samples(m.step).sentToPulled.push(at - m.sentAt);
  }

  shown(id: string, at: number): void {
    const m = this.marks.get(id);
    if (m?.sentAt === undefined) return;
    const s = this.samples(m.step);
    s.sentToShown.push(at - m.sentAt);
    s.tapToShown.push(at - m.tapAt);
  }

  /** True once every (mark, coordinator) pair of the step was shown or its mark failed. */
  settled(step: number, watchersPerMark: number): boolean {
    const s = this.samples(step);
    return s.sentToShown.length + s.failed * watchersPerMark >= s.expectedViews;
  }
}
