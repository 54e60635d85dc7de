/**
 * The words of the mails a change sends, written when it is made (inside the build's server code,
 * where the editions' words are): the visitor's, in their edition, for a confirmation, another
 * time proposed, a decline or a cancellation, each with a fresh link to their status page; and the
 * office's, in English, when the visitor cancels, accepts another time or asks for a call.
 */
import { editionInfo } from '../../lib/i18n/index.ts';
import { DEFAULT_EDITION } from '../../shared/editions.ts';
import { visitDayLabel, visitWindowLabel } from '../../shared/visit-request/visit-time.ts';
import type { VisitAction } from '../../shared/visits.ts';
import { visitLinkUrl } from '../visit-request/mail-text.ts';
import type { ChangeMail, ChangeMails, VisitChange, VisitView } from './changes.ts';

/** The calendar file a visitor's mail carries, when the change has one (the page writes it: src/lib/visit-calendar.ts). */
export type CalendarFor = (view: VisitView, change: VisitChange) => string | undefined;

/** Which of the visitor's mails each change sends; a change not listed sends the visitor none. */
const VISITOR_MAIL = {
  confirm: 'confirmed',
  accept: 'confirmed',
  propose: 'proposed',
  decline: 'declined',
  cancel: 'cancelled',
} as const;
/** The office hears of what the visitor does. */
const OFFICE_NEWS: Partial<Record<VisitAction, string>> = {
  cancel: 'The visitor cancelled the visit',
  accept: 'The visitor accepted the time you proposed',
  call: 'The visitor asks for another time: call them',
};

/**
 * `phone`: the office's number from settings, which every visitor's mail gives with the WhatsApp chat; `serviceWords`: the
 * service (stored in English, as staff read it) in the visitor's edition.
 */
export function changeMails({
  phone,
  whatsapp,
  calendar,
  serviceWords,
}: {
  phone: string;
  /** The office's WhatsApp chat (a wa.me address), when settings name a number. */
  whatsapp?: string;
  calendar: CalendarFor;
  serviceWords: (view: VisitView) => string;
}): ChangeMails {
  return ({ view, change, visitorToken, officeToken }) => {
    const office = officeNews(view, change, officeToken);
    const kind = VISITOR_MAIL[change.action as keyof typeof VISITOR_MAIL];
    if (!kind) return { office };
    const { request } = view;
    const { ui, dateLocale } = editionInfo[request.language];
    const words = ui.visits;
    const facts = {
      name: request.name,
      day: visitDayLabel(change.day, dateLocale),
      window: visitWindowLabel({ start: change.windowStart, end: change.windowEnd }),
      service: serviceWords(view) || ui.visitRequest.serviceNone,
      reason: change.reason ? words.reasons[change.reason] : words.reasons.other,
    };
    const lines = [
      words.mails[kind].text(facts),
      ...(change.note && change.actor === 'office' ? ['', words.mails.note(change.note)] : []),
      '',
      words.statusLine(visitLinkUrl(visitorToken, request.language)),
      words.mails.contact(phone),
      ...(whatsapp ? [words.mails.whatsapp(whatsapp)] : []),
    ];
    const file = calendar(view, change);
    const visitor: ChangeMail = {
      subject: words.mails[kind].subject(request.reference),
      text: lines.join('\n'),
      ...(file ? { calendar: file } : {}),
    };
    return { office, visitor };
  };
}

function officeNews(view: VisitView, change: VisitChange, officeToken: string): ChangeMail | undefined {
  const news = OFFICE_NEWS[change.action];
  if (!news) return undefined;
  const { request } = view;
  const day = visitDayLabel(change.day, editionInfo[DEFAULT_EDITION].dateLocale);
  const window = visitWindowLabel({ start: change.windowStart, end: change.windowEnd });
  return {
    subject: `Visit request ${request.reference}: ${news.toLowerCase().replace(/^the visitor/, 'visitor')}`,
    text: [
      `${news}.`,
      '',
      `Reference: ${request.reference}`,
      `Day: ${day} (${change.day}), ${window}`,
      `Name: ${request.name}`,
      `Phone: ${request.phone}`,
      ...(change.note ? [`Their words: ${change.note}`] : []),
      '',
      `The request's page: ${visitLinkUrl(officeToken, DEFAULT_EDITION)}`,
    ].join('\n'),
  };
}
