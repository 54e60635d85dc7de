/**
 * The waiting posts (src/shared/offline-queue.ts): a post kept while offline is sent once when the
 * connection returns and then cleared; one the server could not store (5xx, 429) or could not be
 * reached for waits for the next round; two rounds started at once (the `online` event and a wake)
 * send it once; a refusal leaves the queue for the form to show, unless the sender (another page's)
 * leaves refusals waiting for the form's page.
 */
import { describe, expect, it } from 'vitest';
import { keepQueued, sendQueued, queuedPosts, type PostStorage, type QueuedPost } from '../../src/shared/offline-queue';

const ENDPOINT = '/book/send.json';

function memoryStorage(): PostStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => void entries.set(name, value),
  };
}

const post = (key: string, endpoint = ENDPOINT): QueuedPost => ({
  endpoint,
  key,
  body: new URLSearchParams({ name: 'Fatima', 'request-key': key, lang: 'ar' }).toString(),
});

/** A server that answers each post with `status`, and remembers the keys it was sent. */
function server(status = 200) {
  const received: string[] = [];
  const send = async (sent: QueuedPost) => {
    received.push(new URLSearchParams(sent.body).get('request-key')!);
    return new Response(JSON.stringify({ ok: status === 200 }), { status });
  };
  return { received, send };
}

const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('the waiting posts', () => {
  it('keeps a post with its fields, key and edition, and lists it by its form', () => {
    const storage = memoryStorage();
    keepQueued(storage, post('one'));
    keepQueued(storage, post('quote', '/mail.php'));
    expect(queuedPosts(storage, ENDPOINT)).toEqual([post('one')]);
    expect(new URLSearchParams(queuedPosts(storage, ENDPOINT)[0]!.body).get('lang')).toBe('ar');
    expect(queuedPosts(storage)).toHaveLength(2);
  });

  it('sends a kept post once when the connection returns, answers with it, and clears it', async () => {
    const storage = memoryStorage();
    keepQueued(storage, post('one'));
    expect(await sendQueued(storage, ENDPOINT, offline)).toEqual([]);
    expect(queuedPosts(storage, ENDPOINT)).toHaveLength(1);

    const online = server();
    const answers = await sendQueued(storage, ENDPOINT, online.send);
    expect(answers.map((answer) => [answer.post.key, answer.response.status])).toEqual([['one', 200]]);
    expect(queuedPosts(storage, ENDPOINT)).toEqual([]);
    // A later round has nothing left to send.
    expect(await sendQueued(storage, ENDPOINT, online.send)).toEqual([]);
    expect(online.received).toEqual(['one']);
  });

  it('sends a post once when two rounds start at the same moment', async () => {
    const storage = memoryStorage();
    keepQueued(storage, post('one'));
    const online = server();
    const [first, second] = await Promise.all([
      sendQueued(storage, ENDPOINT, online.send),
      sendQueued(storage, ENDPOINT, online.send),
    ]);
    expect(online.received).toEqual(['one']);
    expect(second).toBe(first);
  });

  it('keeps a post the server could not store (503) or asked to wait (429) for the next round', async () => {
    const storage = memoryStorage();
    keepQueued(storage, post('one'));
    for (const status of [503, 429]) {
      expect(await sendQueued(storage, ENDPOINT, server(status).send)).toEqual([]);
      expect(queuedPosts(storage, ENDPOINT).map((kept) => kept.key)).toEqual(['one']);
    }
  });

  it('hands a refused post (400) back with its answer and clears it: the form shows it again', async () => {
    const storage = memoryStorage();
    keepQueued(storage, post('one'));
    const answers = await sendQueued(storage, ENDPOINT, server(400).send);
    expect(answers.map((answer) => answer.response.status)).toEqual([400]);
    expect(queuedPosts(storage, ENDPOINT)).toEqual([]);
  });

  it('leaves a refused post waiting when the sender keeps only accepted ones (another page than the form’s)', async () => {
    const storage = memoryStorage();
    keepQueued(storage, post('one'));
    const refusing = server(400);
    expect(await sendQueued(storage, ENDPOINT, refusing.send, (response) => response.ok)).toEqual([]);
    expect(refusing.received).toEqual(['one']);
    expect(queuedPosts(storage, ENDPOINT).map((kept) => kept.key)).toEqual(['one']);
  });

  it('keeps a post saved twice (the same key) once', () => {
    const storage = memoryStorage();
    keepQueued(storage, post('one'));
    keepQueued(storage, post('one'));
    expect(queuedPosts(storage, ENDPOINT)).toHaveLength(1);
  });

  it('reads a damaged entry as nothing waiting', () => {
    const storage = memoryStorage();
    storage.setItem('waiting-posts', '{not json');
    expect(queuedPosts(storage, ENDPOINT)).toEqual([]);
  });
});
