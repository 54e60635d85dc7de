/**
 * What the two private pages of a visit request (src/pages/[...lang]/visit/[token].astro) write
 * from the build's side: the service in the visitor's edition, the calendar file a change's mail
 * carries (the tentative entry's UID, CONFIRMED or CANCELLED, a higher SEQUENCE), and the office's
 * WhatsApp link to a visitor's own number.
 */
import type { Edition } from '../shared/editions.ts';
import { editionInfo } from './i18n/index.ts';
import { internationalNumber } from './channels/phone-numbers.ts';
import { whatsappTextHref } from './channels/whatsapp.ts';
import { visitCalendar } from './visit-calendar.ts';

interface ViewFacts {
  request: { reference: string; service: string; phone: string; language: Edition };
  changes: readonly unknown[];
}
interface ChangeFacts {
  action: string;
  day: string;
  windowStart: string;
  windowEnd: string;
}

type ServiceNames = Record<Edition, readonly { id: string; name: string }[]>;

/** The service, stored in English as staff read it, in `edition`'s words; empty when none was chosen. */
export function serviceIn(english: string, edition: Edition, names: ServiceNames): string {
  const words = editionInfo[edition].ui.visitRequest;
  if (!english) return words.serviceNone;
  // The server stores "Something else" in the English words.
  if (english === editionInfo.en.ui.visitRequest.serviceOther) return words.serviceOther;
  const id = names.en.find((service) => service.name === english)?.id;
  return names[edition].find((service) => service.id === id)?.name ?? english;
}

/**
 * The visitor's calendar file for a change: CONFIRMED for a confirmation, CANCELLED for a decline or
 * a cancellation, none for the rest. The UID is the tentative entry's (src/lib/visit-calendar.ts), and
 * the SEQUENCE counts the changes, so every later file replaces the one before it.
 */
export function calendarForChange(view: ViewFacts, change: ChangeFacts, names: ServiceNames): string | undefined {
  const status = ['confirm', 'accept'].includes(change.action)
    ? 'CONFIRMED'
    : ['decline', 'cancel'].includes(change.action)
      ? 'CANCELLED'
      : undefined;
  if (!status) return undefined;
  const { request } = view;
  const ui = editionInfo[request.language].ui;
  const service = serviceIn(request.service, request.language, names);
  return visitCalendar({
    reference: request.reference,
    day: change.day,
    window: { start: change.windowStart, end: change.windowEnd },
    summary: status === 'CONFIRMED' ? ui.visits.calendarConfirmed(service) : ui.visits.calendarCancelled(service),
    description: `${ui.visits.reference}: ${request.reference}`,
    status,
    sequence: view.changes.length,
  });
}

/** A chat with the visitor's own number (read as a UAE number when it has no country code), or nothing. */
export function visitorWhatsappHref(phone: string, text: string): string | undefined {
  const number = internationalNumber(phone);
  return number ? whatsappTextHref(number, text) : undefined;
}
