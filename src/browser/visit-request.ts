/**
 * /visit-request.js, an ES module: what the visit request form does beyond the form every lead
 * form is (src/components/islands/LeadForm.tsx). The island fetches it on the visitor's first touch
 * of the form, while the page's connection still serves, so that it is at hand when the signal
 * drops; or on waking, when a request waits in the browser. The contact page never fetches it, and
 * the visit request page's island costs what the contact page's does.
 *
 * - Each request carries a key of its own (REQUEST_KEY_FIELD), so that one sent twice is stored
 *   once. Offline, or when the network fails on the way, the request is kept in the browser with
 *   its photos (./offline-queue.ts) and sent when the connection returns; the answer then shows in
 *   the form wherever the visitor is on the page.
 * - The days and windows offered become those open now on Dubai's clock, read in a worker
 *   (./visit-days-worker.ts): the page's were those open when it was built. The server has the last
 *   word either way.
 * - Each photo picked is shrunk on the phone by a worker (./shrink-photos-worker.ts) before it is sent.
 */
import { SHRUNK_PHOTO, REQUEST_KEY_FIELD } from '../shared/booking-fields.ts';
import type { LeadStatus, StartLeadFormBehaviour } from '../shared/lead-form.ts';
import {
  SHRINK_PHOTOS_WORKER_URL,
  VISIT_DAYS_WORKER_URL,
  type VisitDaysRequest,
  type VisitRequestSetup,
} from '../shared/visit-request.ts';
import { visitChoices, type DayChoice } from '../shared/visit-time.ts';
import { postWaits } from '../shared/waiting-posts.ts';
import { keepRequest, sendKept } from './offline-queue.ts';
import type { ShrinkRequest } from './shrink-photos-worker.ts';
import { workerAnswer } from './worker-answer.ts';

export const start: StartLeadFormBehaviour<VisitRequestSetup> = ({
  endpoint,
  setup,
  showAnswer,
  setStatus,
  changeField,
}) => {
  // What waits is sent now, and again whenever the connection returns.
  const sendWaiting = () => {
    if (postWaits(endpoint)) void sendKept(endpoint, (response, sent) => showAnswer(response, sent, true));
  };
  if (postWaits(endpoint)) setStatus({ tone: 'waiting', text: setup.offline.saved });
  sendWaiting();
  addEventListener('online', sendWaiting);

  void workerAnswer<DayChoice[]>(new Worker(VISIT_DAYS_WORKER_URL), {
    schedule: setup.schedule,
    dateLocale: setup.dateLocale,
  } satisfies VisitDaysRequest)
    .then((days) => {
      const choices = visitChoices(days, setup);
      changeField('day', choices.day);
      changeField('window', choices.window);
    })
    // No worker (an old browser): the page's own days stay, and the server has the last word.
    .catch(() => undefined);

  return {
    async post(body, send): Promise<Response | LeadStatus> {
      // randomUUID exists only on HTTPS and localhost: a phone trying the site over a local network still gets a key.
      const key = crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      body.set(REQUEST_KEY_FIELD, key);
      try {
        if (!navigator.onLine) throw new TypeError('offline');
        return await send(body);
      } catch {
        return { tone: 'waiting', text: await keepRequest(endpoint, key, body, setup.offline) };
      }
    },

    async prepareFiles(input) {
      const shrunk = await workerAnswer<File[]>(new Worker(SHRINK_PHOTOS_WORKER_URL), {
        files: [...(input.files ?? [])],
        target: SHRUNK_PHOTO,
      } satisfies ShrinkRequest);
      const transfer = new DataTransfer();
      for (const file of shrunk) transfer.items.add(file);
      input.files = transfer.files;
    },
  };
};
