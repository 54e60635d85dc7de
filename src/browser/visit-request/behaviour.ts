/**
 * /visit-request.js, an ES module: what the visit request form does beyond the form every lead
 * form is (src/components/islands/LeadForm.tsx). The island fetches it on the visitor's first touch
 * of the form, while the page's connection still serves, so that it is at hand when the signal
 * drops; or on waking, when a request waits in the browser. The contact page never fetches it, and
 * the visit request page's island costs what the contact page's does.
 *
 * - Each request carries a key of its own, and is kept in the browser with its photos when it
 *   cannot leave (../lead-form/keyed-requests.ts, as the contact form's are).
 * - The days and windows offered become those open now on Dubai's clock, read in a worker
 *   (./days-worker.ts): the page's were those open when it was built. The server has the last
 *   word either way.
 * - Each photo picked is shrunk on the phone by a worker (./shrink-photos-worker.ts) before it is sent.
 */
import { SHRUNK_PHOTO } from '../../shared/visit-request/fields.ts';
import type { StartLeadFormBehaviour } from '../../shared/lead-form.ts';
import {
  SHRINK_PHOTOS_WORKER_URL,
  VISIT_DAYS_WORKER_URL,
  type VisitDaysRequest,
  type VisitRequestSetup,
} from '../../shared/visit-request/behaviour.ts';
import { visitChoices, type DayChoice } from '../../shared/visit-request/visit-time.ts';
import { keyedRequests } from '../lead-form/keyed-requests.ts';
import type { ShrinkRequest } from './shrink-photos-worker.ts';
import { workerAnswer } from './worker-answer.ts';

export const start: StartLeadFormBehaviour<VisitRequestSetup> = (host) => {
  const { setup, changeField } = host;
  const post = keyedRequests(host);

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
    post,

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
