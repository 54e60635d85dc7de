/**
 * The form posts that could not leave the browser (offline, or the network failed on the way),
 * kept in localStorage until they can be sent: each with its own key, so that one sent twice (a
 * second tab, an answer lost after the server stored it) is stored once by the server. A form
 * island on the engine (./use-form-post.ts) turns it on with `keepOffline` and
 * `useWaitingPostsSent`: what waits is sent when the island wakes (this visit or a later one) and
 * on the `online` event, and its answer shows in the status line as any other. Only the islands
 * that import this file fetch it. localStorage rather than IndexedDB: a post is a few kilobytes of
 * text, read and written whole.
 */
import { useEffect } from 'react';
import type { FormStatus } from './use-form-post';

/** The localStorage entry that holds every waiting post, of every form. */
export const WAITING_POSTS_ENTRY = 'waiting-posts';

export interface WaitingPost {
  endpoint: string;
  /** The request's key, also one of the fields of `body`. */
  key: string;
  /** The fields as the form sent them, URL-encoded, with the key and the edition. */
  body: string;
}

/** What of the Storage interface the queue uses, so that a test can hand it a plain map. */
export type PostStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What became of one waiting post that reached the server. */
export type SentAnswer = { post: WaitingPost; response: Response };

export function waitingPosts(storage: PostStorage, endpoint?: string): WaitingPost[] {
  let posts: WaitingPost[];
  try {
    posts = JSON.parse(storage.getItem(WAITING_POSTS_ENTRY) ?? '[]') as WaitingPost[];
  } catch {
    return [];
  }
  return Array.isArray(posts) ? posts.filter((post) => !endpoint || post.endpoint === endpoint) : [];
}

/** Keeps a post to send later; throws when the browser will not store it (storage full or off). */
export function keepWaiting(storage: PostStorage, post: WaitingPost): void {
  const others = waitingPosts(storage).filter((kept) => kept.key !== post.key);
  storage.setItem(WAITING_POSTS_ENTRY, JSON.stringify([...others, post]));
}

function forget(storage: PostStorage, key: string): void {
  storage.setItem(WAITING_POSTS_ENTRY, JSON.stringify(waitingPosts(storage).filter((post) => post.key !== key)));
}

/**
 * The server took the post and gave its answer (accepted, or refused for what it says): it
 * leaves the queue. Not stored (a 5xx) or told to wait (429): it stays for the next try.
 */
const settled = (response: Response) => response.status < 500 && response.status !== 429;

const rounds = new Map<string, Promise<SentAnswer[]>>();

async function sendRound(
  storage: PostStorage,
  endpoint: string,
  send: (post: WaitingPost) => Promise<Response>,
): Promise<SentAnswer[]> {
  const answers: SentAnswer[] = [];
  try {
    for (const post of waitingPosts(storage, endpoint)) {
      const response = await send(post);
      if (!settled(response)) continue;
      forget(storage, post.key);
      answers.push({ post, response });
    }
  } catch {
    // No network yet: what is left waits.
  }
  return answers;
}

/**
 * Sends the waiting posts of `endpoint`, one after another, and answers with those the server
 * settled (each now out of the queue). A network failure stops the round: the rest waits for
 * the connection. A round already under way is joined, not started again, so that the `online`
 * event and a wake at the same moment do not send a post twice.
 */
export function sendWaiting(
  storage: PostStorage,
  endpoint: string,
  send: (post: WaitingPost) => Promise<Response> = (post) =>
    fetch(post.endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: post.body,
    }),
): Promise<SentAnswer[]> {
  let round = rounds.get(endpoint);
  if (!round) {
    round = sendRound(storage, endpoint, send).finally(() => rounds.delete(endpoint));
    rounds.set(endpoint, round);
  }
  return round;
}

/** A post that could not leave, kept; the status line that says so. Throws when the browser will not keep it. */
export function keepOffline(endpoint: string, sent: URLSearchParams, key: string, savedOffline: string): FormStatus {
  keepWaiting(localStorage, { endpoint, key, body: sent.toString() });
  return { tone: 'waiting', text: savedOffline };
}

/**
 * Sends what waits for `endpoint` once the island wakes, and again whenever the connection
 * returns; each answer goes to the engine's `showAnswer` as a post that waited.
 */
export function useWaitingPostsSent(
  endpoint: string,
  savedOffline: string,
  engine: {
    showAnswer: (response: Response, sent: URLSearchParams, waited: boolean) => Promise<void>;
    setStatus: (status: FormStatus) => void;
  },
): void {
  useEffect(() => {
    const sendKept = async () => {
      for (const { post, response } of await sendWaiting(localStorage, endpoint))
        await engine.showAnswer(response, new URLSearchParams(post.body), true);
    };
    try {
      if (waitingPosts(localStorage, endpoint).length > 0) {
        engine.setStatus({ tone: 'waiting', text: savedOffline });
        void sendKept();
      }
    } catch {
      // Storage is turned off: nothing can have been kept, nor be.
      return;
    }
    addEventListener('online', sendKept);
    return () => removeEventListener('online', sendKept);
    // Once, on waking: the engine's answer and the words do not change.
  }, []);
}
