/**
 * The form posts that could not leave the browser (offline, or the network failed on the way),
 * kept in localStorage until they can be sent: each with its own key, so that one sent twice (a
 * second tab, an answer lost after the server stored it) is stored once by the server. The form's
 * island keeps them and sends them with their answer shown (src/components/islands/offline-queue.ts);
 * any other page sends them from its deferred tasks (src/browser/send-waiting-posts.ts).
 * localStorage rather than IndexedDB: a post is a few kilobytes of text, read and written whole.
 */

/** The localStorage entry that holds every waiting post, of every form. */
export const WAITING_POSTS_ENTRY = 'waiting-posts';

/**
 * Marks the form of an island that sends its own waiting posts and shows their answers: a page
 * that has one leaves them to it.
 */
export const KEEPS_POSTS_ATTRIBUTE = 'data-keeps-posts';

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
 * The server took the post and gave its answer (accepted, or refused for what it says), for the
 * form to show: it leaves the queue. Not stored (a 5xx) or told to wait (429): it stays for the next try.
 */
export const answered = (response: Response) => response.status < 500 && response.status !== 429;

const rounds = new Map<string, Promise<SentAnswer[]>>();

async function sendRound(
  storage: PostStorage,
  endpoint: string,
  send: (post: WaitingPost) => Promise<Response>,
  settled: (response: Response) => boolean,
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
 * Sends the waiting posts of `endpoint`, one after another, and answers with those `settled`
 * takes out of the queue (by default every one the server `answered`). A network failure stops the round: the rest waits for
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
  settled = answered,
): Promise<SentAnswer[]> {
  let round = rounds.get(endpoint);
  if (!round) {
    round = sendRound(storage, endpoint, send, settled).finally(() => rounds.delete(endpoint));
    rounds.set(endpoint, round);
  }
  return round;
}
