// bench:dispatch's simulated clock: events run in time order (ties in the order they were added),
// each given the simulated moment it happens at.

export interface Scheduled {
  at: number;
  seq: number;
  run: (at: Date) => Promise<void>;
}

export class SimClock {
  private queue: Scheduled[] = [];
  private seq = 0;
  /** The moment of the event running now (or of the last one run). */
  now = 0;

  at(at: number, run: (at: Date) => Promise<void>): void {
    const event = { at, seq: this.seq++, run };
    // Binary search for the first event after this one: the queue stays sorted.
    let low = 0;
    let high = this.queue.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = this.queue[middle]!;
      if (other.at < at || (other.at === at && other.seq < event.seq)) low = middle + 1;
      else high = middle;
    }
    this.queue.splice(low, 0, event);
  }

  /** Runs every event, those scheduled by events included, until none is left or `until` is passed. */
  async runUntil(until: number): Promise<void> {
    while (this.queue.length > 0 && this.queue[0]!.at <= until) {
      const event = this.queue.shift()!;
      this.now = event.at;
      await event.run(new Date(event.at));
    }
  }
}
