/**
 * A visit request's two mails: to the office, in English (staff read every mail in English), whose
 * subject names the urgency, the service, the day and the window, so the office sorts its inbox by
 * it; and, when the visitor gave an address, a confirmation to them in the edition's words, saying
 * the time is requested, not yet confirmed. Sent over SMTP by the contact form's transport settings.
 */
import nodemailer from 'nodemailer';
import { editionInfo } from '../../lib/i18n/index.ts';
import { visitDayLabel, visitWindowLabel } from '../../lib/i18n/visit-time.ts';
import { DEFAULT_EDITION, EDITION_FACTS, pathInEdition } from '../../shared/editions.ts';
import type { MailSettings } from '../contact/mailer.ts';
import type { Sender } from '../outbox.ts';
import type { StoredVisitRequest, VisitMail } from './store.ts';

/** The urgency as the office's subject line shouts it. */
const URGENCY_NAMES = { scheduled: 'Scheduled', 'same-day': 'SAME DAY', emergency: 'EMERGENCY' } as const;

const englishDay = (request: StoredVisitRequest) => visitDayLabel(request.day, editionInfo[DEFAULT_EDITION].dateLocale);
const window = (request: StoredVisitRequest) =>
  visitWindowLabel({ start: request.windowStart, end: request.windowEnd });

export function composeOfficeMail(request: StoredVisitRequest, settings: MailSettings) {
  const { englishName } = EDITION_FACTS[request.language];
  const prefix = request.language === DEFAULT_EDITION ? '' : `[${englishName} site] `;
  const service = request.service || 'Service not chosen';
  const lines = [
    `Reference: ${request.reference}`,
    `Urgency: ${URGENCY_NAMES[request.urgency]}`,
    `Day: ${englishDay(request)} (${request.day})`,
    `Window: ${window(request)} (Dubai time; requested, not yet confirmed)`,
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
    `-- Visit request ${request.id} from the website's booking form. Call the visitor to confirm the time.`,
  ];
  return {
    from: settings.from,
    to: request.recipient,
    ...(request.email ? { replyTo: { name: request.name, address: request.email } } : {}),
    subject: `${prefix}[${URGENCY_NAMES[request.urgency]}] Visit request ${request.reference}: ${service}, ${englishDay(request)} ${window(request)}`,
    text: lines.join('\n'),
    messageId: `<visit-${request.id}-office-${Date.parse(request.receivedAt)}@${settings.messageIdHost}>`,
  };
}

export function composeVisitorMail(request: StoredVisitRequest, settings: MailSettings) {
  const { ui, dateLocale } = editionInfo[request.language];
  const words = ui.booking.confirmationMail;
  return {
    from: settings.from,
    to: { name: request.name, address: request.email },
    replyTo: request.recipient,
    subject: words.subject(request.reference),
    text: words.body({
      name: request.name,
      reference: request.reference,
      day: visitDayLabel(request.day, dateLocale),
      window: window(request),
      service: request.service || ui.booking.serviceNone,
    }),
    messageId: `<visit-${request.id}-visitor-${Date.parse(request.receivedAt)}@${settings.messageIdHost}>`,
  };
}

export const composeMail = (mail: VisitMail, settings: MailSettings) =>
  mail.kind === 'office' ? composeOfficeMail(mail.request, settings) : composeVisitorMail(mail.request, settings);

export function createBookingMailer(smtpUrl: string, settings: MailSettings): Sender<VisitMail> {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail(composeMail(mail, settings));
    },
    close() {
      transport.close();
    },
  };
}
