/**
 * What every form the server takes does before its own rules: reads the body within a size limit,
 * parses it as a web form, and finds the edition the visitor wrote in, so that every answer
 * (even a refusal whose body was never read) speaks the page's language.
 */
import { EDITION_FIELD } from '../shared/contact-fields.ts';
import { editionOfPath, toEdition, type Edition } from '../shared/editions.ts';

/** The content types a browser's form post has. */
export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export const isFormPost = (request: Request) => {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  return FORM_TYPES.some((type) => contentType.startsWith(type));
};

/** The body, or undefined when it is longer than `limit` bytes (said or found while reading). */
export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The form's text fields, the first of each name; undefined when the body is not a form of its type. */
export async function readForm(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<Record<string, string> | undefined> {
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value;
    return fields;
  } catch {
    return undefined;
  }
}

function refererEdition(request: Request): Edition {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return toEdition(undefined);
  return editionOfPath(new URL(referer).pathname).edition;
}

/**
 * The edition of a post: the form's own `lang` field when the body was read and has one;
 * otherwise (a 413 or 415, whose body is never read, or a form without the field) a `lang`
 * query parameter, then the page it was sent from, then the default edition. A value that names
 * no edition is the default, which keeps the seed's /mail.php contract (no such field) answered
 * as before.
 */
export function postEdition(request: Request, form?: Record<string, string>): Edition {
  if (form && EDITION_FIELD in form) return toEdition(form[EDITION_FIELD]);
  const query = URL.canParse(request.url) ? new URL(request.url).searchParams.get(EDITION_FIELD) : null;
  if (query !== null) return toEdition(query);
  return refererEdition(request);
}
