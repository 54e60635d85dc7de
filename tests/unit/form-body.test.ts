/**
 * A form's body past its limit (src/server/lead-form/post.ts): the server reads only its head, as
 * far as the fields typed before the files, and hands those back; nothing past it is read.
 */
import { describe, expect, it } from 'vitest';
import { fieldsBeforeCut, readBodyOrHead } from '../../src/server/lead-form/post';

async function browserPost(fields: Record<string, string>, fileBytes: number) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photos', new File([new Uint8Array(fileBytes)], 'big.jpg', { type: 'image/jpeg' }));
  const encoded = new Response(form);
  return new Request('https://example.ae/book/send', {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')! },
    body: await encoded.arrayBuffer(),
  });
}

describe('a form body past its limit', () => {
  it('found while reading: its first bytes give back the fields before the file', async () => {
    const fields = { name: 'فاطمة', area: 'Mirdif', problem: 'A leak under the sink.', lang: 'ar' };
    const request = await browserPost(fields, 300_000);
    const read = await readBodyOrHead(request, 100_000, 64 * 1024);
    expect(read.body).toBeUndefined();
    const head = 'head' in read ? read.head : new Uint8Array();
    expect(head.byteLength).toBe(64 * 1024);
    expect(await fieldsBeforeCut(head, request.headers.get('content-type')!)).toEqual(fields);
  });

  it('declared: read only as far as the first file part, or not at all when no fields are wanted', async () => {
    const fields = { name: 'Fatima', lang: 'ar' };
    const declared = async () => {
      const request = await browserPost(fields, 300_000);
      request.headers.set('content-length', String(10 * 1024 ** 3));
      return request;
    };
    const request = await declared();
    const read = await readBodyOrHead(request, 100_000, 64 * 1024);
    const head = 'head' in read ? read.head : new Uint8Array();
    expect(await fieldsBeforeCut(head, request.headers.get('content-type')!)).toEqual(fields);
    const none = await readBodyOrHead(await declared(), 100_000, 0);
    expect('head' in none && none.head.byteLength).toBe(0);
  });

  it('within its limit, is the whole body', async () => {
    const request = await browserPost({ name: 'Fatima' }, 1_000);
    const length = Number((await request.clone().arrayBuffer()).byteLength);
    const read = await readBodyOrHead(request, 100_000, 64 * 1024);
    expect(read.body?.byteLength).toBe(length);
  });

  it('gives back nothing for a body that is not multipart', async () => {
    expect(await fieldsBeforeCut(new TextEncoder().encode('name=Fatima'), 'application/x-www-form-urlencoded')).toBe(
      undefined,
    );
  });
});
