/**
 * What every lead form's behaviour does with a request it sends: gives it a key of its own
 * (REQUEST_KEY_FIELD), so that one sent twice is stored once; keeps it in the browser when it
 * cannot leave, offline or when the network fails on the way (../offline-queue.ts); and sends what
 * waits when the form wakes and whenever the connection returns, with the answer shown in the form
 * wherever the visitor is on the page. Bundled into each form's behaviour (../contact/behaviour.ts,
 * ../visit-request/behaviour.ts), which its island fetches on the first touch of the form, while the page's
 * connection still serves.
 */
import type { LeadFormBehaviour, LeadFormHost } from '../../shared/lead-form.ts';
import { postIsQueued, REQUEST_KEY_FIELD, type KeyedRequestsSetup } from '../../shared/offline-queue.ts';
import { queueRequest, sendQueuedTo } from '../offline-queue.ts';

/** Sends what waits now and on every return of the connection; answers with the form's way to post. */
export function keyedRequests({
  endpoint,
  setup,
  showAnswer,
  setStatus,
}: LeadFormHost<KeyedRequestsSetup>): LeadFormBehaviour['post'] {
  const sendQueued = () => {
    if (postIsQueued(endpoint)) void sendQueuedTo(endpoint, (response, sent) => showAnswer(response, sent, true));
  };
  if (postIsQueued(endpoint)) setStatus({ tone: 'waiting', text: setup.offline.saved });
  sendQueued();
  addEventListener('online', sendQueued);

  return async (body, send) => {
    // randomUUID exists only on HTTPS and localhost: a phone trying the site over a local network still gets a key.
    const key = crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    body.set(REQUEST_KEY_FIELD, key);
    try {
      if (!navigator.onLine) throw new TypeError('offline');
      return await send(body);
    } catch {
      return { tone: 'waiting', text: await queueRequest(endpoint, key, body, setup.offline) };
    }
  };
}
