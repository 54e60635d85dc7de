/**
 * A visit request's photo on its office page (src/server/visits/photo-answer.ts): GET and HEAD
 * only, for the office's link alone.
 */
import type { APIRoute } from 'astro';
import { visitRequestRuntimeFrom } from '../../../../server/visit-request/runtime';
import { visitorAddress } from '../../../../server/lead-form/runtime';
import { photoAnswer } from '../../../../server/visits/photo-answer';

export const prerender = false;

export const GET: APIRoute = ({ params, request, clientAddress, locals }) => {
  const runtime = visitRequestRuntimeFrom(locals);
  const address = visitorAddress(request, clientAddress, runtime.trustProxy);
  return photoAnswer(runtime.store, params.token ?? '', params.photo ?? '', address);
};
