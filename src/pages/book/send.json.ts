/**
 * The visit request form's island posts here and reads JSON (src/server/booking/handler.ts); the
 * form without JavaScript posts to /book/send and gets a page.
 */
import type { APIRoute } from 'astro';
import { bookingJsonResponse, handleBookingPost } from '../../server/booking/handler';
import { bookingRuntimeFrom } from '../../server/booking/runtime';
import { visitorAddress } from '../../server/forms/runtime';
import { getBookingSettings, getSettings } from '../../lib/content/queries';
import { editionInfo } from '../../lib/i18n';
import { visitAnswerLinks } from '../../lib/visit-calendar';

export const prerender = false;

export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const runtime = bookingRuntimeFrom(locals);
  const bookingSettings = await getBookingSettings();
  const outcome = await handleBookingPost(request, {
    ...bookingSettings,
    runtime,
    clientAddress: visitorAddress(request, clientAddress, runtime.trustProxy),
  });
  if (outcome.kind !== 'accepted') return bookingJsonResponse(outcome);
  // The answer's links in the edition's words: the island carries none of their code.
  const { whatsapp } = await getSettings(outcome.edition);
  const services = bookingSettings.serviceNames[outcome.edition];
  return bookingJsonResponse(outcome, visitAnswerLinks(outcome, editionInfo[outcome.edition].ui, services, whatsapp));
};

export const ALL: APIRoute = () =>
  new Response('Send the visit request form with POST.', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
