/**
 * Work that goes on after the answer has left (a reset mail, so that no address answers faster
 * than another). Closing the app waits for it; tests wait for it instead of for a while.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<unknown>>();

  run(task: Promise<unknown>) {
    this.#pending.add(task);
    void task.finally(() => this.#pending.delete(task));
  }

  /** Resolves once nothing is under way, including tasks started by the ones awaited. */
  async settled() {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
