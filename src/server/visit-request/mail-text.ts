/**
 * The words of a visit request's two mails, written when the request is stored (by the handler,
 * inside the site's build, where the editions' words are): to the office in English (staff read
 * every mail in English), its subject naming the urgency, the service, the day and the window so the
 * office sorts its inbox by it; and the visitor's confirmation in the edition's words, saying the
 * time is requested, not yet confirmed.
 */
import { editionInfo } from '../../lib/i18n/index.ts';
import { visitDayLabel, visitWindowLabel } from '../../shared/visit-request/visit-time.ts';
import { DEFAULT_EDITION, EDITION_FACTS, pathInEdition } from '../../shared/editions.ts';
import { visitLinkPath } from '../../shared/visits.ts';
import type { MailText, StoredVisitRequest, VisitLinks } from './records.ts';

/**
 * The site's public address (settings' siteUrl, Astro's `site`): the mails are written inside the
 * build's server code, where Astro sets it; a private link's path alone elsewhere.
 */
const SITE = (import.meta.env?.SITE ?? '').replace(/\/+$/, '');

/** A private link as a mail writes it: the office's in English (staff read English), the visitor's in their edition. */
export const visitLinkUrl = (token: string, edition: Parameters<typeof visitLinkPath>[1]) =>
  `${SITE}${visitLinkPath(token, edition)}`;

/** The urgency as the office's subject line shouts it. */
const URGENCY_NAMES = { scheduled: 'Scheduled', 'same-day': 'SAME DAY', emergency: 'EMERGENCY' } as const;

const windowOf = (request: StoredVisitRequest) =>
  visitWindowLabel({ start: request.windowStart, end: request.windowEnd });

export function officeMailText(request: StoredVisitRequest, links: VisitLinks): MailText {
  const { englishName } = EDITION_FACTS[request.language];
  const prefix = request.language === DEFAULT_EDITION ? '' : `[${englishName} site] `;
  const service = request.service || 'Service not chosen';
  const day = visitDayLabel(request.day, editionInfo[DEFAULT_EDITION].dateLocale);
  const lines = [
    `Reference: ${request.reference}`,
    `Urgency: ${URGENCY_NAMES[request.urgency]}`,
    `Day: ${day} (${request.day})`,
    `Window: ${windowOf(request)} (Dubai time; requested, not yet confirmed)`,
    `Service: ${service}`,
    `Property: ${request.property}`,
    `Area: ${request.area}`,
    `Name: ${request.name}`,
    `Phone: ${request.phone}`,
    `E-mail: ${request.email || '(not given)'}`,
    `Came from: ${request.page || '(not known)'}`,
    `Sent from: the ${englishName} edition of the site (${pathInEdition('/book', request.language)})`,
    `Received: ${request.receivedAt}`,
    '',
    request.problem,
    '',
    `Confirm, propose another time, decline or mark it done: ${visitLinkUrl(links.office, DEFAULT_EDITION)}`,
    '(A private link: do not forward it outside the office.)',
    '',
    `-- Visit request ${request.id} from the website's booking form.`,
  ];
  return {
    subject: `${prefix}[${URGENCY_NAMES[request.urgency]}] Visit request ${request.reference}: ${service}, ${day} ${windowOf(request)}`,
    text: lines.join('\n'),
  };
}

/** `serviceName`: the service in the edition's words, as the visitor chose it. */
export function visitorMailText(request: StoredVisitRequest, serviceName: string, links: VisitLinks): MailText {
  const { ui, dateLocale } = editionInfo[request.language];
  const words = ui.visitRequest.confirmationMail;
  const body = words.body({
    name: request.name,
    reference: request.reference,
    day: visitDayLabel(request.day, dateLocale),
    window: windowOf(request),
    service: serviceName || ui.visitRequest.serviceNone,
  });
  return {
    subject: words.subject(request.reference),
    text: `${body}\n\n${ui.visits.statusLine(visitLinkUrl(links.visitor, request.language))}`,
  };
}
