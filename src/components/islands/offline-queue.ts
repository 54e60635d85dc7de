/**
 * The form engine's side of the waiting posts (src/shared/waiting-posts.ts): a form island turns
 * it on with `keepOffline` (use-form-post's `keepUnsent`) and `useWaitingPostsSent`. What waits is
 * sent when the island wakes (this visit or a later one) and on the `online` event, and its answer
 * shows in the status line as any other. Only the islands that import this file fetch it; the
 * island's form carries KEEPS_POSTS_ATTRIBUTE, so that the page's deferred tasks leave what waits
 * to it.
 */
import { useEffect } from 'react';
import { keepWaiting, sendWaiting, waitingPosts } from '../../shared/waiting-posts';
import type { FormStatus } from './use-form-post';

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
