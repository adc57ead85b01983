/**
 * A counting semaphore with a bounded queue: at most `running` jobs at once, up to `waiting`
 * more queued in order, and any beyond refused at once rather than held (with its body) in
 * memory. A finished job hands its slot to the next in the queue.
 */
export class JobSlots {
  #active = 0;
  #peak = 0;
  readonly #queue: (() => void)[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Jobs running now. */
  get active(): number {
    return this.#active;
  }

  /** Jobs waiting for a slot now. */
  get queued(): number {
    return this.#queue.length;
  }

  /** The most jobs that ran at once since the last `resetPeak` (tests and benches read it). */
  get peak(): number {
    return this.#peak;
  }

  resetPeak(): void {
    this.#peak = this.#active;
  }

  /** Runs `job` in a slot, once one is free; `{ ran: false }` at once when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.#active < this.running) {
      this.#active += 1;
    } else {
      if (this.#queue.length >= this.waiting) return { ran: false };
      // The slot is handed over by the job that frees it: `#active` stays counted.
      await new Promise<void>((resolve) => this.#queue.push(resolve));
    }
    this.#peak = Math.max(this.#peak, this.#active);
    try {
      return { ran: true, value: await job() };
    } finally {
      const next = this.#queue.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }
}

/**
 * Uploaded images decoded and encoded at once in this process (decision 070). sharp runs on
 * libuv's thread pool (four threads), which file reads, `crypto` and DNS share: two images at a
 * time leave it room for every other request, and bound what decoding holds in memory (a 24 MP
 * picture is some 100 MB of pixels while it decodes). Eight more may wait, each already holding
 * its body (5 or 10 MB at most); beyond that an upload is refused with 503 and `Retry-After`.
 */
export const IMAGE_JOB_SLOTS = 2;
export const IMAGE_JOB_QUEUE = 8;
/** A few images' work at the slots' pace: when trying again is worth it. */
export const IMAGE_JOBS_RETRY_AFTER_SECONDS = 5;

export const imageJobs = new JobSlots(IMAGE_JOB_SLOTS, IMAGE_JOB_QUEUE);
