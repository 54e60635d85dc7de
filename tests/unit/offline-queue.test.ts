/**
 * Keeping a request that cannot leave (src/browser/offline-queue.ts, /offline-queue.js): its words
 * are kept with its key, and the visitor is told so in the page's words; when the browser will not
 * keep its photos (here, as with IndexedDB turned off, there is none), the words are kept alone and
 * the visitor is told that too. The photos kept and sent later are tests/e2e/visit-request-offline.spec.ts's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueRequest } from '../../src/browser/offline-queue';
import { queuedPosts, type OfflineWords } from '../../src/shared/offline-queue';

const ENDPOINT = '/book/send.json';
const WORDS: OfflineWords = {
  saved: 'Saved — it will be sent when you are back online.',
  savedWithPhotos: 'Saved with its photos.',
  photosNotKept: 'This browser could not keep the photos.',
};

function browserStorage() {
  const entries = new Map<string, string>();
  const storage = {
    getItem: (name: string) => entries.get(name) ?? null,
    setItem: (name: string, value: string) => void entries.set(name, value),
  };
  vi.stubGlobal('localStorage', storage);
  return storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('queueRequest', () => {
  it('keeps a request with its words and its key, and says it is saved', async () => {
    const storage = browserStorage();
    const body = new URLSearchParams({ name: 'Mariam', phone: '+971 50 123 4567', 'request-key': 'k1' });
    expect(await queueRequest(ENDPOINT, 'k1', body, WORDS)).toBe(WORDS.saved);
    const [kept] = queuedPosts(storage, ENDPOINT);
    expect(kept).toMatchObject({ endpoint: ENDPOINT, key: 'k1' });
    expect(kept!.files).toBeUndefined();
    expect(new URLSearchParams(kept!.body).get('name')).toBe('Mariam');
  });

  it('keeps the words alone when the browser will not keep the photos, and says the photos could not be kept', async () => {
    const storage = browserStorage();
    const body = new FormData();
    body.set('name', 'Mariam');
    body.append('photos', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'leak.jpg', { type: 'image/jpeg' }));
    expect(await queueRequest(ENDPOINT, 'k2', body, WORDS)).toBe(`${WORDS.saved} ${WORDS.photosNotKept}`);
    const [kept] = queuedPosts(storage, ENDPOINT);
    expect(kept!.files).toBeUndefined();
    expect(new URLSearchParams(kept!.body).has('photos')).toBe(false);
    expect(new URLSearchParams(kept!.body).get('name')).toBe('Mariam');
  });

  it('says nothing of photos when the file field was left empty', async () => {
    browserStorage();
    const body = new FormData();
    body.set('name', 'Mariam');
    body.append('photos', new File([], ''));
    expect(await queueRequest(ENDPOINT, 'k3', body, WORDS)).toBe(WORDS.saved);
  });
});
