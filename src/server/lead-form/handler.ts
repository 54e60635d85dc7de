/**
 * The path every form's post takes, whatever its fields: a body that is not a web form is refused
 * (415); the post counts against the visitor's limit before its body is read, and is refused past
 * it (429) in the language its route or page names; the form reads and checks its fields; the lead is
 * stored before the visitor is told anything, and a storage fault is answered 503 with the
 * visitor's words handed back; then the outbox wakes. Every outcome says its edition and is
 * written in its words (contactAnswers in src/lib/i18n). A form's handler.ts keeps only what is its
 * own: how its body is read, its fields, what it stores and what its success says.
 */
import { EDITIONS, editionInfo, type Edition, type UiStrings } from '../../lib/i18n/index.ts';
import { isFormPost, namedEdition, postEdition } from './post.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { isStorageFault, type StorageFault } from '../sqlite.ts';

/** How soon a visitor may try again after a storage fault: an operator's fix takes minutes, not seconds. */
export const UNAVAILABLE_RETRY_SECONDS = 120;

/** The answers every form gives, in each edition's words. */
export const answersIn = (edition: Edition): UiStrings['contactAnswers'] => editionInfo[edition].ui.contactAnswers;

/** The refusals that come before a form's own fields are read. */
type Refused =
  | { status: 415; kind: 'unsupported'; message: string }
  | { status: 429; kind: 'rate-limited'; message: string; retryAfterSeconds: number };

/** Its key names a request received before with other words: that one stands, these are handed back. */
type AlreadyReceived<Values> = {
  status: 409;
  kind: 'already-received';
  message: string;
  reference: string;
  values: Values;
};

type Unavailable<Values> = {
  status: 503;
  kind: 'unavailable';
  message: string;
  retryAfterSeconds: number;
  /** The visitor's words as they sent them, handed back: nothing was stored. */
  values: Values;
};

/**
 * What a post came to. `Values` are the fields as typed, to show the form again as it was;
 * `Accepted` is what the form's success says beyond its reference and the service chosen.
 */
export type FormOutcome<Values, Errors, Accepted extends object = Record<never, never>> = { edition: Edition } & (
  | ({
      status: 200;
      kind: 'accepted';
      message: string;
      reference: string;
      /** The service chosen, as the form offers it (a file name or "other"), for the page to count the lead; else empty. */
      service: string;
    } & Accepted)
  | { status: 400; kind: 'invalid'; message: string; errors: Errors; values: Values }
  | AlreadyReceived<Values>
  /** Too large to read whole; a form may hand back the fields it could read before the cut. */
  | { status: 413; kind: 'too-large'; message: string; values?: Values }
  | Refused
  | Unavailable<Values>
);

/** Any form's outcome, as its answers read it. */
type AnyOutcome = FormOutcome<unknown, Record<string, string>, object>;

/** What a form's runtime gives the common path. */
interface Runtime {
  limiter: RateLimiter;
  outbox: { kick(): Promise<void> };
  storageFailed(fault: StorageFault): void;
}

export interface PostContext {
  runtime: Runtime;
  clientAddress: string;
}

/**
 * Receives a post up to the form's own rules: refused (415, 429) before its body is read, in the
 * edition its route or page names; or read by the form's `read` (given the content type as sent:
 * a multipart boundary is case-sensitive), with the edition it names and that edition's answers.
 * `named` says whether anything named the edition (a post to /mail.php from no page names none).
 */
export async function receivePost<Read extends { fields: Record<string, string> | undefined }>(
  request: Request,
  { runtime, clientAddress }: PostContext,
  read: (contentType: string) => Promise<Read>,
): Promise<
  | ({ edition: Edition } & Refused)
  | { edition: Edition; named: boolean; answers: UiStrings['contactAnswers']; read: Read }
> {
  const before = postEdition(request);
  if (!isFormPost(request))
    return { edition: before, status: 415, kind: 'unsupported', message: answersIn(before).unsupported };
  const limit = runtime.limiter.check(clientAddress);
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    const words = (answers: UiStrings['contactAnswers']) => answers.rateLimited(retryAfterSeconds);
    // Refused unread: when neither its route nor its page names an edition, in every edition.
    const message = namedEdition(request) ? words(answersIn(before)) : inEveryEdition(words);
    return { edition: before, status: 429, kind: 'rate-limited', message, retryAfterSeconds };
  }
  const body = await read(request.headers.get('content-type') ?? '');
  const named = namedEdition(request, body.fields);
  const edition = named ?? before;
  return { edition, named: named !== undefined, answers: answersIn(edition), read: body };
}

/** An answer in every edition's words, one after the other: for a post that names no edition. */
export const inEveryEdition = (words: (answers: UiStrings['contactAnswers']) => string) =>
  EDITIONS.map((edition) => words(answersIn(edition))).join('\n\n');

/**
 * Stores a lead by the form's `add`, then wakes the outbox unless a robot sent it (kept for
 * review, never mailed). A post whose key names another request already stored is answered 409. On a storage fault nothing was stored: it is logged, /healthz says so,
 * and the visitor gets 503 with their words handed back.
 */
export function storeLead<Stored extends { reference: string }, Values>(
  runtime: Runtime,
  edition: Edition,
  { spam, values }: { spam: boolean; values: Values },
  add: () => Stored,
  /** Whether what `add` answered (the request stored before under the same key, if any) is this post's request. */
  isThisPost: (stored: Stored) => boolean,
): { stored: Stored } | ({ edition: Edition } & (Unavailable<Values> | AlreadyReceived<Values>)) {
  let stored: Stored;
  try {
    stored = add();
  } catch (error) {
    if (!isStorageFault(error)) throw error;
    runtime.storageFailed(error);
    return {
      edition,
      status: 503,
      kind: 'unavailable',
      message: answersIn(edition).unavailable,
      retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
      values,
    };
  }
  // Its key names a request received before with other words: that request stands, this post is refused.
  if (!isThisPost(stored)) return alreadyReceived(edition, stored.reference, values);
  if (!spam) void runtime.outbox.kick();
  return { stored };
}

/**
 * Whether what was stored under a request key holds the words just sent (`fields` of each): the
 * same request sent again, or another one under a key already used.
 */
export const sameWords = <Field extends string>(
  stored: Partial<Record<Field, unknown>>,
  sent: Partial<Record<Field, unknown>>,
  fields: readonly Field[],
) => fields.every((field) => stored[field] === sent[field]);

/**
 * The answer to a post whose key names a request received before with other words: 409, naming
 * that request by its reference, with nothing of its day, urgency or links (it is not this post's
 * answer), and the words just sent handed back.
 */
const alreadyReceived = <Values>(edition: Edition, reference: string, values: Values) => ({
  edition,
  status: 409 as const,
  kind: 'already-received' as const,
  message: answersIn(edition).alreadyReceived(reference),
  reference,
  values,
});

/** The headers of every answer: never cached (it holds what the visitor typed), its language, and when to try again. */
export function answerHeaders(outcome: AnyOutcome, contentType: string): Headers {
  const headers = new Headers({
    'Cache-Control': 'no-store',
    'Content-Language': editionInfo[outcome.edition].lang,
    'Content-Type': contentType,
  });
  if ('retryAfterSeconds' in outcome) headers.set('Retry-After', String(outcome.retryAfterSeconds));
  return headers;
}

/**
 * The answer a script reads: JSON with every field's error, or the reference and what the form's
 * success adds (`accepted`); a 503 says outright that nothing was stored, so that a client never
 * takes it for a success.
 */
export function jsonAnswer(outcome: AnyOutcome, accepted: object = {}): Response {
  const body = {
    ok: outcome.status === 200,
    message: outcome.message,
    ...(outcome.kind === 'invalid' ? { errors: outcome.errors } : {}),
    ...(outcome.kind === 'accepted' ? { reference: outcome.reference, ...accepted } : {}),
    ...(outcome.kind === 'already-received' ? { reference: outcome.reference } : {}),
    ...(outcome.kind === 'unavailable' ? { stored: false, retryAfterSeconds: outcome.retryAfterSeconds } : {}),
  };
  return new Response(JSON.stringify(body), {
    status: outcome.status,
    headers: answerHeaders(outcome, 'application/json; charset=utf-8'),
  });
}
