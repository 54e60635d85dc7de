/**
 * The form posts that could not leave the browser (offline, or the network failed on the way),
 * kept until they can be sent: each with its own key, so that one sent twice (a second tab, an
 * answer lost after the server stored it) is stored once by the server. The form's behaviour keeps
 * them and sends them with their answer shown (src/browser/lead-form/keyed-requests.ts, which bundles the
 * offline queue, src/browser/offline-queue.ts); any other page sends them from its deferred tasks,
 * which fetch the queue alone (`/offline-queue.js`).
 *
 * A post's words wait in localStorage: a few kilobytes of text, read and written whole, and read
 * at once by every page's deferred tasks and by the form's behaviour to know whether anything waits,
 * without fetching the queue. Its files (the visit request's photos, already shrunk) wait in
 * IndexedDB under the post's key: localStorage holds strings only, and a few megabytes at most.
 */

/**
 * The field with the key a lead form's behaviour gives each request it sends (a random UUID): the
 * server stores a request sent twice with one key once, and answers the repeat with the first
 * one's reference. The form without JavaScript sends none (a key written into the page would be
 * every visitor's).
 */
export const REQUEST_KEY_FIELD = 'request-key';

/** The localStorage entry that holds every waiting post, of every form. */
export const OFFLINE_QUEUE_ENTRY = 'waiting-posts';

/**
 * Marks the form of an island that sends its own waiting posts and shows their answers: a page
 * that has one leaves them to it.
 */
export const QUEUES_POSTS_ATTRIBUTE = 'data-keeps-posts';

/**
 * The offline queue's address: an ES module (src/browser/offline-queue.ts) that the deferred tasks
 * of a page without the form fetch with `import()` only when a post waits.
 */
export const OFFLINE_QUEUE_URL = '/offline-queue.js';

/** What a form says of a request kept in the browser, in the page's words. */
export interface OfflineWords {
  /** Kept: it will be sent when the connection returns. */
  saved: string;
  /** Kept with its photos. */
  savedWithPhotos: string;
  /** Added to `saved` when the browser would not keep the photos (storage full or turned off). */
  photosNotKept: string;
}

/** What a page hands a form's behaviour for the requests it keeps (src/browser/lead-form/keyed-requests.ts). */
export interface KeyedRequestsSetup {
  offline: OfflineWords;
}

/** What the offline queue's module, `/offline-queue.js`, gives the deferred tasks of a page without the form. */
export interface OfflineQueue {
  /** Sends what waits for every form: only an accepted post leaves the queue. */
  sendQueuedPosts(): Promise<void>;
}

export interface QueuedPost {
  endpoint: string;
  /** The request's key, also one of the fields of `body`. */
  key: string;
  /** The fields as the form sent them, URL-encoded, with the key and the edition. */
  body: string;
  /** How many files wait with it in IndexedDB, under its key. */
  files?: number;
}

/** A file field's name and one file it holds, as a form sends it. */
export type QueuedFile = [name: string, file: File];

const FILES_DATABASE = 'waiting-posts';
const FILES_STORE = 'files';

/** Runs one request on the store of waiting files, and answers with its result once the change is written. */
function inFilesStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(FILES_DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(FILES_STORE);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const transaction = database.transaction(FILES_STORE, mode);
      const request = use(transaction.objectStore(FILES_STORE));
      // A full disk fails the transaction as it commits, not the request: the files are kept only once it completes.
      transaction.oncomplete = () => {
        database.close();
        resolve(request.result);
      };
      transaction.onerror = transaction.onabort = () => {
        database.close();
        reject(transaction.error ?? request.error);
      };
    };
  });
}

/** Keeps a post's files under its key; throws when the browser will not (storage full, or IndexedDB off). */
export const keepFiles = (key: string, files: QueuedFile[]) =>
  inFilesStore('readwrite', (store) => store.put(files, key)).then(() => undefined);

const keptFiles = (key: string) =>
  inFilesStore<QueuedFile[] | undefined>('readonly', (store) => store.get(key)).then((files) => files ?? []);

export const forgetFiles = (key: string) =>
  inFilesStore('readwrite', (store) => store.delete(key)).catch(() => undefined);

/**
 * A post's body as it is sent: its words, URL-encoded; with files, as multipart, the words first
 * (a server that cannot read a body too large still finds every field before the files). Files the
 * browser has lost since (its storage cleared) leave the words to go alone.
 */
export async function bodyToSend(post: QueuedPost): Promise<URLSearchParams | FormData> {
  const words = new URLSearchParams(post.body);
  if (!post.files) return words;
  const body = new FormData();
  for (const [name, value] of words) body.append(name, value);
  for (const [name, file] of await keptFiles(post.key).catch(() => [])) body.append(name, file);
  return body;
}

/** What of the Storage interface the queue uses, so that a test can hand it a plain map. */
export type PostStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What became of one waiting post that reached the server. */
export type SentAnswer = { post: QueuedPost; response: Response };

export function queuedPosts(storage: PostStorage, endpoint?: string): QueuedPost[] {
  let posts: QueuedPost[];
  try {
    posts = JSON.parse(storage.getItem(OFFLINE_QUEUE_ENTRY) ?? '[]') as QueuedPost[];
  } catch {
    return [];
  }
  return Array.isArray(posts) ? posts.filter((post) => !endpoint || post.endpoint === endpoint) : [];
}

/** Whether a post of `endpoint` waits in this browser (storage turned off: nothing can). */
export function postIsQueued(endpoint: string): boolean {
  try {
    return queuedPosts(localStorage, endpoint).length > 0;
  } catch {
    return false;
  }
}

/** Keeps a post to send later; throws when the browser will not store it (storage full or off). */
export function keepQueued(storage: PostStorage, post: QueuedPost): void {
  const others = queuedPosts(storage).filter((kept) => kept.key !== post.key);
  storage.setItem(OFFLINE_QUEUE_ENTRY, JSON.stringify([...others, post]));
}

function forget(storage: PostStorage, post: QueuedPost): void {
  storage.setItem(OFFLINE_QUEUE_ENTRY, JSON.stringify(queuedPosts(storage).filter((kept) => kept.key !== post.key)));
  if (post.files) void forgetFiles(post.key);
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
  send: (post: QueuedPost) => Promise<Response>,
  settled: (response: Response) => boolean,
): Promise<SentAnswer[]> {
  const answers: SentAnswer[] = [];
  try {
    for (const post of queuedPosts(storage, endpoint)) {
      const response = await send(post);
      if (!settled(response)) continue;
      forget(storage, post);
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
export function sendQueued(
  storage: PostStorage,
  endpoint: string,
  send: (post: QueuedPost) => Promise<Response> = async (post) =>
    fetch(post.endpoint, { method: 'POST', headers: { Accept: 'application/json' }, body: await bodyToSend(post) }),
  settled = answered,
): Promise<SentAnswer[]> {
  let round = rounds.get(endpoint);
  if (!round) {
    round = sendRound(storage, endpoint, send, settled).finally(() => rounds.delete(endpoint));
    rounds.set(endpoint, round);
  }
  return round;
}
