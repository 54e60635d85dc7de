/**
 * /quote-request.js, an ES module: what the contact page's quote form does beyond the form every
 * lead form is (src/components/islands/LeadForm.tsx). Its requests carry a key and are kept in
 * the browser when they cannot leave (./kept-requests.ts). The island fetches it on the first
 * touch of the form, or on waking when a request waits.
 */
import type { StartLeadFormBehaviour } from '../shared/lead-form.ts';
import type { KeptRequestsSetup } from '../shared/waiting-posts.ts';
import { keptRequests } from './kept-requests.ts';

export const start: StartLeadFormBehaviour<KeptRequestsSetup> = (host) => ({ post: keptRequests(host) });
