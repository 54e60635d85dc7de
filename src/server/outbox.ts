/**
 * Delivers stored messages from the database, one at a time, retrying failures with
 * exponential back-off. State lives only in the database (status, attempts, next attempt), so a
 * restart resumes where the last process stopped, and a message marked sent is never sent again.
 */
import type { Mailer } from './mailer.ts';
import type { ContactStore } from './store.ts';

export interface OutboxOptions {
  /** The first retry waits this long; each later one twice as long as the one before. */
  retryBaseMs?: number;
  /** No wait is longer than this, so a mail server that is back is used within this time. */
  retryMaxMs?: number;
  log?: Pick<Console, 'info' | 'warn'>;
}

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export class Outbox {
  private readonly store: ContactStore;
  private readonly mailer: Mailer | undefined;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly log: Pick<Console, 'info' | 'warn'>;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private stopped = false;
  /** The message being handed to the mail server right now, if any. */
  private inFlight: number | undefined;

  constructor(store: ContactStore, mailer: Mailer | undefined, options: OutboxOptions = {}) {
    this.store = store;
    this.mailer = mailer;
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
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
      this.schedule();
    });
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
      this.log.warn(`Contact message ${this.inFlight} was not delivered before shutdown; it waits in the queue.`);
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
        const reason = error instanceof Error ? error.message : String(error);
        this.store.markFailed(message.id, reason, Date.now() + wait);
        this.log.warn(
          `Contact message ${message.id} not delivered (attempt ${attempts}): ${reason}. Next try in ${Math.round(wait / 1000)} s.`,
        );
      } finally {
        this.inFlight = undefined;
      }
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const due = this.store.nextDueAt();
    if (due === undefined) return;
    this.timer = setTimeout(() => void this.kick(), Math.max(0, due - Date.now()));
    this.timer.unref();
  }
}
