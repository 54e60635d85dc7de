/**
 * Delivers stored leads from a form's queue, one at a time, retrying failures with exponential
 * back-off. State lives only in the queue's database (status, attempts, next attempt), so a
 * restart resumes where the last process stopped, and an item marked sent is never sent again.
 * Every form that mails its leads hands it a queue and a sender (src/server/lead-form/runtime.ts);
 * none keeps a copy of this loop.
 */

/** What the outbox needs of a stored lead. */
export interface Deliverable {
  id: number;
  attempts: number;
}

/** A form's store, as the outbox uses it (every LeadStore of src/server/lead-form/store.ts is one). */
export interface OutboxQueue<Item extends Deliverable> {
  /** The next item due, leased to this process so no other sends it at the same time. */
  claimNextDue(): Item | undefined;
  markSent(id: number): void;
  markFailed(id: number, error: string, nextAttemptAt: number): void;
  /** Puts a leased item back in the queue, due now. */
  release(id: number): void;
  /** When the next item is due, if any waits. */
  nextDueAt(): number | undefined;
}

/** Hands one item to the mail server; throws when it was not accepted. */
export interface Sender<Item> {
  send(item: Item): Promise<void>;
  close(): void;
}

export interface OutboxOptions {
  /** The first retry waits this long; each later one twice as long as the one before. */
  retryBaseMs?: number;
  /** No wait is longer than this, so a mail server that is back is used within this time. */
  retryMaxMs?: number;
  log?: Pick<Console, 'info' | 'warn'>;
  /** What the log calls one item: "Contact message". */
  itemName?: string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export class Outbox<Item extends Deliverable> {
  private readonly store: OutboxQueue<Item>;
  private readonly mailer: Sender<Item> | undefined;
  private readonly itemName: string;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly log: Pick<Console, 'info' | 'warn'>;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private stopped = false;
  /** The message being handed to the mail server right now, if any. */
  private inFlight: number | undefined;

  constructor(store: OutboxQueue<Item>, mailer: Sender<Item> | undefined, options: OutboxOptions = {}) {
    this.store = store;
    this.mailer = mailer;
    this.itemName = options.itemName ?? 'Message';
    this.retryBaseMs = options.retryBaseMs ?? 15_000;
    this.retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
    this.log = options.log ?? console;
  }

  get canSend(): boolean {
    return this.mailer !== undefined;
  }

  /** Delivers whatever is due now (after a new message, or at start-up). */
  kick(): Promise<void> {
    if (!this.mailer || this.stopped) return Promise.resolve();
    this.draining ??= this.drain()
      .then(() => this.schedule())
      .catch(
        // The queue itself failed (a full or locked disk): nothing is lost, the items wait in it.
        (error: unknown) => {
          this.log.warn(
            `${this.itemName}s cannot be delivered now: ${reasonOf(error)} Next try in ${Math.round(this.retryBaseMs / 1000)} s.`,
          );
          this.retryIn(this.retryBaseMs);
        },
      )
      .finally(() => (this.draining = undefined));
    return this.draining;
  }

  /** Resolves once nothing due is left to send (for tests and a clean shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.mailer?.close();
  }

  /**
   * For a clean shutdown: starts nothing new, lets a delivery in progress finish for up to
   * `graceMs`, and otherwise puts that message back in the queue (due now, for the next process).
   */
  async shutdown(graceMs: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      this.idle().then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(timer);
    if (!finished && this.inFlight !== undefined) {
      this.store.release(this.inFlight);
      this.log.warn(`${this.itemName} ${this.inFlight} was not delivered before shutdown; it waits in the queue.`);
    }
    this.mailer?.close();
  }

  private async drain(): Promise<void> {
    const mailer = this.mailer;
    if (!mailer) return;
    // Checks `stopped` before claiming, so a stopping server leaves no message leased.
    for (let message; !this.stopped && (message = this.store.claimNextDue());) {
      this.inFlight = message.id;
      try {
        await mailer.send(message);
        this.store.markSent(message.id);
      } catch (error) {
        const attempts = message.attempts + 1;
        const wait = retryDelay(attempts, this.retryBaseMs, this.retryMaxMs);
        const reason = reasonOf(error);
        this.store.markFailed(message.id, reason, Date.now() + wait);
        this.log.warn(
          `${this.itemName} ${message.id} not delivered (attempt ${attempts}): ${reason}. Next try in ${Math.round(wait / 1000)} s.`,
        );
      } finally {
        this.inFlight = undefined;
      }
    }
  }

  private schedule(): void {
    const due = this.store.nextDueAt();
    if (due !== undefined) this.retryIn(due - Date.now());
  }

  private retryIn(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    // After the drain that set it has ended: the kick it makes starts a new one.
    this.timer = setTimeout(() => void this.kick(), Math.max(0, ms));
    this.timer.unref();
  }
}
