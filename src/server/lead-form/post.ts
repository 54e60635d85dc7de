/**
 * What every form the server takes does before its own rules: reads the body within a size limit,
 * parses it as a web form, and finds the edition the visitor wrote in, so that every answer
 * (even a refusal whose body was never read) speaks the page's language.
 */
import { EDITION_FIELD } from '../../shared/contact/fields.ts';
import { editionOfPath, toEdition, type Edition } from '../../shared/editions.ts';
import { FORMS } from '../../shared/serving/response-headers.ts';

/** The content types a browser's form post has. */
export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export const isFormPost = (request: Request) => {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  return FORM_TYPES.some((type) => contentType.startsWith(type));
};

const joined = (chunks: readonly Uint8Array[], size: number) => {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk.subarray(0, size - offset), offset);
    offset += Math.min(chunk.byteLength, size - offset);
    if (offset >= size) break;
  }
  return bytes;
};

const declaredLength = (request: Request) => {
  const declared = Number(request.headers.get('content-length'));
  return Number.isFinite(declared) ? declared : undefined;
};

/**
 * The body, or undefined when it is longer than `limit` bytes: a declared length over it is
 * refused before a byte is read, and a body found longer is not read further. The stream is left
 * as it is (cancelling it would close the connection before the answer): the server drops what
 * still comes once the answer is out, and closes the connection (src/server/request-limits.ts).
 */
export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const read = await readBodyOrHead(request, limit, 0);
  return read.body;
}

/** Whether a multipart body's first bytes reach the head of a file part: the text fields are all before it. */
const reachesFilePart = (chunks: readonly Uint8Array[], size: number) =>
  /\r\nContent-Disposition:[^\r\n]*;\s*filename=/i.test(new TextDecoder('latin1').decode(joined(chunks, size)));

/**
 * The body when it is within `limit` bytes. Past it (declared, or found while reading), only its
 * head: at most `keep` bytes, read no further than the first file part, so that a form can hand
 * back the text fields it places before its file field. Nothing past the head is read: the
 * answer goes out while the rest is still coming, and the server then closes the connection.
 */
export async function readBodyOrHead(
  request: Request,
  limit: number,
  keep: number,
): Promise<{ body: Uint8Array<ArrayBuffer> } | { body: undefined; head: Uint8Array<ArrayBuffer> }> {
  const over = (declaredLength(request) ?? 0) > limit;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader && !(over && (size >= keep || reachesFilePart(chunks, size)))) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > limit) break;
  }
  if (over || size > limit) return { body: undefined, head: joined(chunks, Math.min(size, keep)) };
  return { body: joined(chunks, size) };
}

/**
 * The text fields at the start of a multipart body cut short (one too large to read whole): the
 * parts complete within `prefix`, which are the fields a form places before its file field.
 */
export async function fieldsBeforeCut(prefix: Uint8Array, contentType: string) {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary || !contentType.toLowerCase().startsWith('multipart/form-data')) return undefined;
  const text = new TextDecoder('latin1').decode(prefix);
  const cut = text.lastIndexOf(`\r\n--${boundary}`);
  if (cut < 0) return undefined;
  const closed = new Uint8Array(new ArrayBuffer(cut + boundary.length + 8));
  closed.set(prefix.subarray(0, cut));
  closed.set(new TextEncoder().encode(`\r\n--${boundary}--\r\n`), cut);
  return readForm(closed, contentType);
}

/** The form's text fields, the first of each name; undefined when the body is not a form of its type. */
export async function readForm(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<Record<string, string> | undefined> {
  const form = await readFormData(body, contentType);
  return form && textFields(form);
}

/** A form's text fields, the first of each name. */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  return fields;
}

/** The whole form, its files too; undefined when the body is not a form of its type. */
export async function readFormData(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData | undefined> {
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return undefined;
  }
}

function refererEdition(request: Request): Edition | undefined {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  return editionOfPath(new URL(referer).pathname).edition;
}

/** The addresses every edition's form posts to with JavaScript, which name no edition of their own. */
const EDITIONLESS_ROUTES: readonly string[] = FORMS.map((form) => form.json);

/**
 * The edition a post names: the form's own `lang` field when the body was read and has one;
 * otherwise (a refusal that comes before the body is read, or a form without the field) a `lang`
 * query parameter, then its route (`/ar/contact/send` is the Arabic page's), then the page it was
 * sent from. Undefined when nothing names one (a post to /mail.php from no page of the site). A
 * value that names no edition is the default edition, which keeps the seed's /mail.php contract.
 */
export function namedEdition(request: Request, form?: Record<string, string>): Edition | undefined {
  if (form && EDITION_FIELD in form) return toEdition(form[EDITION_FIELD]);
  const url = URL.canParse(request.url) ? new URL(request.url) : undefined;
  const query = url?.searchParams.get(EDITION_FIELD);
  if (query !== null && query !== undefined) return toEdition(query);
  if (url && !EDITIONLESS_ROUTES.includes(url.pathname)) return editionOfPath(url.pathname).edition;
  return refererEdition(request);
}

/** The edition of a post (namedEdition), or the default edition when nothing names one. */
export const postEdition = (request: Request, form?: Record<string, string>): Edition =>
  namedEdition(request, form) ?? toEdition(undefined);

/** What the answer page of a form posted without JavaScript reads of the handler's outcome. */
interface PostOutcome {
  status: number;
  kind: string;
  message: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
  /** An accepted lead's service, as the form offers it, for the page to count the lead. */
  service?: string;
}

/**
 * The answer page's status and headers: never cached (it holds what the visitor typed), and a
 * Retry-After when nothing could be stored.
 */
export function setAnswerHeaders(response: { status?: number; headers: Headers }, outcome: PostOutcome): void {
  response.status = outcome.status;
  response.headers.set('Cache-Control', 'no-store');
  if (outcome.retryAfterSeconds !== undefined) response.headers.set('Retry-After', String(outcome.retryAfterSeconds));
}

/**
 * The form as the answer page shows it again: every field as typed, each refusal under its field,
 * and, when nothing could be stored, the words that say it was not sent.
 */
const formAgain = (outcome: PostOutcome) => ({
  initialValues: outcome.values,
  initialErrors: outcome.kind === 'invalid' ? outcome.errors : undefined,
  notSent: outcome.kind === 'unavailable' ? outcome.message : undefined,
});

/**
 * The answer page's parts: its title (the form's words for sent or not), its description, and
 * the form with its status line: the success, with the lead to count and what `accepted` adds
 * (the visit request's links); an error; or none when nothing could be stored, which the form
 * itself says (`notSent`), or when fields were refused, which the form's error summary says.
 */
export function answerPage<Outcome extends PostOutcome, Added extends object = Record<never, never>>(
  outcome: Outcome,
  headings: { sentHeading: string; errorHeading: string },
  accepted?: (outcome: Outcome & { kind: 'accepted' }) => Added,
) {
  const success = (done: Outcome & { kind: 'accepted' }) => ({
    tone: 'success' as const,
    text: done.message,
    lead: done.service,
    ...accepted?.(done),
  });
  return {
    title: outcome.status === 200 ? headings.sentHeading : headings.errorHeading,
    description: outcome.message,
    form: {
      initialStatus: isAccepted(outcome)
        ? success(outcome)
        : outcome.kind === 'unavailable' || refusedFields(outcome)
          ? undefined
          : { tone: 'error' as const, text: outcome.message },
      ...formAgain(outcome),
    },
  };
}

const refusedFields = (outcome: PostOutcome) =>
  outcome.kind === 'invalid' && Object.keys(outcome.errors ?? {}).length > 0;

const isAccepted = <Outcome extends PostOutcome>(outcome: Outcome): outcome is Outcome & { kind: 'accepted' } =>
  outcome.kind === 'accepted';
