/**
 * A form's body past its limit (src/server/lead-form/post.ts): the server reads it to the end, so the
 * browser still sending gets the refusal page, and hands back the fields typed before the files
 * from the first bytes it kept.
 */
import { describe, expect, it } from 'vitest';
import { fieldsBeforeCut, readBodyOrPrefix } from '../../src/server/lead-form/post';

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
  it('is read to the end, and its first bytes give back the fields before the file', async () => {
    const fields = { name: 'فاطمة', area: 'Mirdif', problem: 'A leak under the sink.', lang: 'ar' };
    const request = await browserPost(fields, 300_000);
    const read = await readBodyOrPrefix(request, 100_000, 64 * 1024);
    expect(read.body).toBeUndefined();
    expect(request.bodyUsed).toBe(true);
    const prefix = 'prefix' in read ? read.prefix : new Uint8Array();
    expect(prefix.byteLength).toBe(64 * 1024);
    expect(await fieldsBeforeCut(prefix, request.headers.get('content-type')!)).toEqual(fields);
  });

  it('within its limit, is the whole body', async () => {
    const request = await browserPost({ name: 'Fatima' }, 1_000);
    const length = Number((await request.clone().arrayBuffer()).byteLength);
    const read = await readBodyOrPrefix(request, 100_000, 64 * 1024);
    expect(read.body?.byteLength).toBe(length);
  });

  it('gives back nothing for a body that is not multipart', async () => {
    expect(await fieldsBeforeCut(new TextEncoder().encode('name=Fatima'), 'application/x-www-form-urlencoded')).toBe(
      undefined,
    );
  });
});
