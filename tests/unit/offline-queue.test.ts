/**
 * The form engine's side of the waiting posts (src/components/islands/offline-queue.ts): a request
 * that cannot leave is kept with a key of its own; a request with photos is kept without them (the
 * browser keeps text only), and the visitor is told so in the page's words.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postOrKeep } from '../../src/components/islands/offline-queue';
import { waitingPosts } from '../../src/shared/waiting-posts';

const ENDPOINT = '/book/send.json';
const SAVED = 'Saved — it will be sent when you are back online.';
const NO_PHOTOS = 'Photos cannot wait offline.';

function offlineBrowser() {
  const entries = new Map<string, string>();
  const storage = {
    getItem: (name: string) => entries.get(name) ?? null,
    setItem: (name: string, value: string) => void entries.set(name, value),
  };
  vi.stubGlobal('navigator', { onLine: false });
  vi.stubGlobal('localStorage', storage);
  return storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('postOrKeep, offline', () => {
  it('keeps a request with its words and a key, and says it is saved', async () => {
    const storage = offlineBrowser();
    const body = new URLSearchParams({ name: 'Mariam', phone: '+971 50 123 4567' });
    const answer = await postOrKeep(ENDPOINT, 'request-key', SAVED, NO_PHOTOS)(body);
    expect(answer).toEqual({ tone: 'waiting', text: SAVED });
    const [kept] = waitingPosts(storage, ENDPOINT);
    const sent = new URLSearchParams(kept!.body);
    expect(sent.get('name')).toBe('Mariam');
    expect(sent.get('request-key')).toBe(kept!.key);
  });

  it('keeps a request with photos without them, and adds that the photos could not wait', async () => {
    const storage = offlineBrowser();
    const body = new FormData();
    body.set('name', 'Mariam');
    body.append('photos', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'leak.jpg', { type: 'image/jpeg' }));
    const answer = await postOrKeep(ENDPOINT, 'request-key', SAVED, NO_PHOTOS)(body);
    expect(answer).toEqual({ tone: 'waiting', text: `${SAVED} ${NO_PHOTOS}` });
    const sent = new URLSearchParams(waitingPosts(storage, ENDPOINT)[0]!.body);
    expect(sent.get('name')).toBe('Mariam');
    expect(sent.has('photos')).toBe(false);
  });

  it('says nothing of photos when the file field was left empty', async () => {
    offlineBrowser();
    const body = new FormData();
    body.set('name', 'Mariam');
    body.append('photos', new File([], ''));
    expect(await postOrKeep(ENDPOINT, 'request-key', SAVED, NO_PHOTOS)(body)).toEqual({ tone: 'waiting', text: SAVED });
  });
});
