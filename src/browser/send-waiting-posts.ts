/**
 * /send-waiting-posts.js: sends the form posts that wait in the browser (src/shared/waiting-posts.ts),
 * from whatever page the visitor opens once back online. The deferred tasks fetch it only when
 * something waits and the page has no form that sends its own (deferred-tasks.ts). Only a post the
 * server accepted leaves the queue here: a refusal waits for the form's page, which shows it with
 * the words put back in the fields.
 */
import { sendWaiting, waitingPosts } from '../shared/waiting-posts.ts';

export async function sendWaitingPosts(): Promise<void> {
  for (const endpoint of new Set(waitingPosts(localStorage).map((post) => post.endpoint)))
    await sendWaiting(localStorage, endpoint, undefined, (response) => response.ok);
}
