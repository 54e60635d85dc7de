/**
 * The visit request form's island posts here and reads JSON (src/server/visit-request/handler.ts); the
 * form without JavaScript posts to /book/send and gets a page.
 */
import type { APIRoute } from 'astro';
import { visitRequestJsonResponse, handleVisitRequestPost } from '../../server/visit-request/handler';
import { visitRequestRuntimeFrom } from '../../server/visit-request/runtime';
import { visitorAddress } from '../../server/lead-form/runtime';
import { getVisitRequestSettings } from '../../lib/content/queries/forms';
import { getSettings } from '../../lib/content/queries/settings';
import { editionInfo } from '../../lib/i18n';
import { visitAnswerLinks } from '../../lib/visit-calendar';

export const prerender = false;

export const POST: APIRoute = async ({ request, clientAddress, locals }) => {
  const runtime = visitRequestRuntimeFrom(locals);
  const visitRequestSettings = await getVisitRequestSettings();
  const outcome = await handleVisitRequestPost(request, {
    ...visitRequestSettings,
    runtime,
    clientAddress: visitorAddress(request, clientAddress, runtime.trustProxy),
  });
  if (outcome.kind !== 'accepted') return visitRequestJsonResponse(outcome);
  // The answer's links in the edition's words: the island carries none of their code.
  const { whatsapp } = await getSettings(outcome.edition);
  const services = visitRequestSettings.serviceNames[outcome.edition];
  return visitRequestJsonResponse(
    outcome,
    visitAnswerLinks(outcome, editionInfo[outcome.edition].ui, services, whatsapp),
  );
};

export const ALL: APIRoute = () =>
  new Response('Send the visit request form with POST.', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
