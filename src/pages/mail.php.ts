/**
 * The seed's contract: POST /mail.php with URL-encoded name, email, mobile, message. A thin
 * route over the shared handler; answers plain text, or JSON when asked (the form's island).
 */
import type { APIRoute } from 'astro';
import { handleContactPost, outcomeResponse } from '../server/contact/handler';
import { contactRuntimeFrom } from '../server/contact/runtime';
import { visitorAddress } from '../server/lead-form/runtime';
import { getContactFormSettings } from '../lib/content/queries/forms';

export const prerender = false;

export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const runtime = contactRuntimeFrom(locals);
  const outcome = await handleContactPost(request, {
    ...(await getContactFormSettings()),
    runtime,
    clientAddress: visitorAddress(request, clientAddress, runtime.trustProxy),
  });
  return outcomeResponse(outcome, request);
};

export const ALL: APIRoute = () =>
  new Response('Send the contact form with POST.', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
