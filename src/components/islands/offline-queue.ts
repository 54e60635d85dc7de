/**
 * The form engine's side of the waiting posts (src/shared/waiting-posts.ts): a form island turns
 * it on with `postOrKeep` (as the engine's `post`) and `useWaitingPostsSent`. What waits is
 * sent when the island wakes (this visit or a later one) and on the `online` event, and its answer
 * shows in the status line as any other. Only the islands that import this file fetch it; the
 * island's form carries KEEPS_POSTS_ATTRIBUTE, so that the page's deferred tasks leave what waits
 * to it.
 */
import { useEffect } from 'react';
import { keepWaiting, sendWaiting, waitingPosts } from '../../shared/waiting-posts';
import { postForJson, type FormStatus } from './use-form-post';

/**
 * The engine's `post` for a form kept offline: each request gets a key of its own, in `keyField`;
 * one that cannot leave (the browser is offline, or the network fails on the way) is kept, and the
 * answer is the status that says so. The browser keeps text only: a request with photos is kept
 * without them, and the status adds `photosNotKept`. Throws when the browser will not keep it.
 */
export const postOrKeep =
  (endpoint: string, keyField: string, savedOffline: string, photosNotKept: string) =>
  async (body: URLSearchParams | FormData): Promise<Response | FormStatus> => {
    // randomUUID exists only on HTTPS and localhost: a phone trying the site over a local network still gets a key.
    const key = crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    body.set(keyField, key);
    try {
      if (!navigator.onLine) throw new TypeError('offline');
      return await postForJson(endpoint, body);
    } catch {
      const text = new URLSearchParams();
      let photosLeft = false;
      for (const [name, value] of body) {
        if (typeof value === 'string') text.append(name, value);
        else if (value.size > 0) photosLeft = true;
      }
      keepWaiting(localStorage, { endpoint, key, body: text.toString() });
      return { tone: 'waiting', text: photosLeft ? `${savedOffline} ${photosNotKept}` : savedOffline };
    }
  };

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
