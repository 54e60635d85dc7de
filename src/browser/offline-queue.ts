/**
 * /offline-queue.js, an ES module: the form posts that wait in the browser (src/shared/offline-queue.ts),
 * kept and sent. Each lead form's behaviour bundles it (./lead-form/keyed-requests.ts, fetched on the
 * visitor's first touch of the form, while the page's connection still serves, so that it is at
 * hand when the signal drops); the deferred tasks of any other page fetch `/offline-queue.js`,
 * which holds only sendQueuedPosts, when something waits (./deferred-tasks/tasks.ts). A page whose visitor
 * sends nothing never fetches it.
 */
import {
  forgetFiles,
  keepFiles,
  keepQueued,
  sendQueued,
  queuedPosts,
  type OfflineQueue,
  type OfflineWords,
} from '../shared/offline-queue.ts';

/**
 * Keeps a request that could not leave under its `key`, and answers with the words that say so;
 * throws when the browser will not keep it. The browser keeps a request's words in localStorage
 * and its photos (already shrunk) in IndexedDB. When it will not keep the photos (storage full,
 * IndexedDB turned off), the words are kept alone and the visitor is told so.
 */
export async function queueRequest(
  endpoint: string,
  key: string,
  body: URLSearchParams | FormData,
  words: OfflineWords,
): Promise<string> {
  const text = new URLSearchParams();
  const files: [string, File][] = [];
  for (const [name, value] of body) {
    if (typeof value === 'string') text.append(name, value);
    else if (value.size > 0) files.push([name, value]);
  }
  const filesKept =
    files.length > 0 &&
    (await keepFiles(key, files).then(
      () => true,
      () => false,
    ));
  try {
    keepQueued(localStorage, { endpoint, key, body: text.toString(), ...(filesKept && { files: files.length }) });
  } catch (refused) {
    if (filesKept) await forgetFiles(key);
    throw refused;
  }
  return filesKept ? words.savedWithPhotos : files.length > 0 ? `${words.saved} ${words.photosNotKept}` : words.saved;
}

/** Sends what waits for `endpoint`; each answer goes to `showAnswer` with the words sent. */
export async function sendQueuedTo(
  endpoint: string,
  showAnswer: (response: Response, sent: URLSearchParams) => Promise<void>,
): Promise<void> {
  for (const { post, response } of await sendQueued(localStorage, endpoint))
    await showAnswer(response, new URLSearchParams(post.body));
}

/** A refusal waits for the form's page, which shows it with the words put back in the fields. */
export const sendQueuedPosts: OfflineQueue['sendQueuedPosts'] = async () => {
  for (const endpoint of new Set(queuedPosts(localStorage).map((post) => post.endpoint)))
    await sendQueued(localStorage, endpoint, undefined, (response) => response.ok);
};
