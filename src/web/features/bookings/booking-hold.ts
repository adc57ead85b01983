/** What `booking/hold` is asked for: one time of one day for one party. */
export interface HoldRequest {
  resource_id: number;
  start_date: string;
  start_time: string;
  adult: number;
  children: number;
}

/** The server's hold (`booking/hold`'s `data`). */
export interface HeldTime {
  hold_id: string | number;
  /** An instant (ISO 8601): the time is given to others after it. */
  expires_at: string;
  start_date: string;
  start_time: string;
  end_time: string;
}

export type HoldState =
  | { kind: "none" }
  | { kind: "asking"; request: HoldRequest }
  | { kind: "held"; request: HoldRequest; hold: HeldTime }
  /** Taken meanwhile, or not holdable: the server's words. */
  | { kind: "refused"; request: HoldRequest; message: string }
  /** The hold ran out before the booking was placed. */
  | { kind: "expired"; request: HoldRequest }
  /** The server has no holds (an older server): the form books without them. */
  | { kind: "unsupported" };

/** How a failed hold reads: no such route, a refusal to show, or no answer (carry on without). */
export type HoldFailure = { kind: "unsupported" } | { kind: "refused"; message: string } | null;

export interface HoldTransport {
  hold(request: HoldRequest): Promise<HeldTime>;
  /** `leaving`: the page is going away, so the request must outlive it (fetch keepalive). */
  release(holdId: string | number, leaving: boolean): Promise<unknown>;
  classify(error: unknown): HoldFailure;
}

const sameRequest = (a: HoldRequest, b: HoldRequest) =>
  a.resource_id === b.resource_id &&
  a.start_date === b.start_date &&
  a.start_time === b.start_time &&
  a.adult === b.adult &&
  a.children === b.children;

/**
 * The hold on the time a guest picked, kept while they type: one at a time. Picking another
 * time, party or date releases the old hold first; a hold answered after the guest moved on is
 * released at once; leaving the page releases what is held. Released holds are never reused.
 */
export class HoldKeeper {
  private state: HoldState = { kind: "none" };
  private asked = 0;
  private readonly transport: HoldTransport;
  private readonly onChange: (state: HoldState) => void;

  constructor(transport: HoldTransport, onChange: (state: HoldState) => void) {
    this.transport = transport;
    this.onChange = onChange;
  }

  get current(): HoldState {
    return this.state;
  }

  private set(state: HoldState) {
    this.state = state;
    this.onChange(state);
  }

  private dropHeld(leaving: boolean) {
    if (this.state.kind === "held") {
      // Best effort: a hold not released runs out by itself on the server.
      this.transport.release(this.state.hold.hold_id, leaving).catch(() => undefined);
    }
  }

  /** Hold `request` (null: hold nothing). Resolves when this choice's answer is in. */
  async choose(request: HoldRequest | null): Promise<void> {
    if (this.state.kind === "unsupported") return;
    // The same time again: already held or asked for, or refused (asking again would loop).
    if (request && "request" in this.state && this.state.kind !== "expired") {
      if (sameRequest(this.state.request, request)) return;
    }
    this.dropHeld(false);
    const ticket = ++this.asked;
    if (!request) {
      this.set({ kind: "none" });
      return;
    }
    this.set({ kind: "asking", request });
    try {
      const hold = await this.transport.hold(request);
      if (ticket !== this.asked) {
        // The guest moved on while this was asked: nobody wants it.
        this.transport.release(hold.hold_id, false).catch(() => undefined);
        return;
      }
      this.set({ kind: "held", request, hold });
    } catch (error) {
      if (ticket !== this.asked) return;
      const failure = this.transport.classify(error);
      if (failure?.kind === "unsupported") this.set({ kind: "unsupported" });
      else if (failure?.kind === "refused")
        this.set({ kind: "refused", request, message: failure.message });
      else this.set({ kind: "none" });
    }
  }

  /** The hold to send with the order, if it is still for this request and has not run out. */
  holdIdFor(request: HoldRequest, now: number): string | number | null {
    if (this.state.kind !== "held" || !sameRequest(this.state.request, request)) return null;
    return Date.parse(this.state.hold.expires_at) > now ? this.state.hold.hold_id : null;
  }

  /** Marks a hold that has run out; true if it had. */
  expireIfDue(now: number): boolean {
    if (this.state.kind !== "held" || Date.parse(this.state.hold.expires_at) > now) return false;
    this.set({ kind: "expired", request: this.state.request });
    return true;
  }

  /** The booking was placed with the hold: it became the booking, nothing to release. */
  consumed() {
    this.asked++;
    if (this.state.kind !== "unsupported") this.set({ kind: "none" });
  }

  /** The page is going away (unmount, pagehide): release what is held. */
  leave() {
    this.asked++;
    this.dropHeld(true);
    if (this.state.kind !== "unsupported") this.state = { kind: "none" };
  }
}
