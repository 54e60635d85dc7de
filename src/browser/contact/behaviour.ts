/**
 * /quote-request.js, an ES module: what the contact page's contact form does beyond the form every
 * lead form is (src/components/islands/LeadForm.tsx). Its requests carry a key and are kept in
 * the browser when they cannot leave (../lead-form/keyed-requests.ts). The island fetches it on the first
 * touch of the form, or on waking when a request waits.
 */
import type { StartLeadFormBehaviour } from '../../shared/lead-form.ts';
import type { KeyedRequestsSetup } from '../../shared/offline-queue.ts';
import { keyedRequests } from '../lead-form/keyed-requests.ts';

export const start: StartLeadFormBehaviour<KeyedRequestsSetup> = (host) => ({ post: keyedRequests(host) });
