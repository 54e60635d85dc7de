/** The ways to reach the company, from settings, in the order every page lists them. */
import type { Settings } from '../content/schemas/settings.ts';
import type { UiStrings } from '../i18n/index.ts';
import { telHref } from '../../shared/text.ts';
import { whatsappHref } from './whatsapp.ts';

export interface ContactChannel {
  kind: 'phone' | 'mobile' | 'whatsapp' | 'email';
  label: string;
  /** The number or address as written: always left to right, also on an Arabic page. */
  text: string;
  href: string;
}

/** WhatsApp only when settings name a number: without one, no WhatsApp link shows anywhere. */
export function contactChannels(
  settings: Pick<Settings, 'phone' | 'mobile' | 'email' | 'whatsapp'>,
  ui: Pick<UiStrings, 'phone' | 'mobile' | 'email' | 'whatsapp' | 'whatsappGreeting' | 'whatsappServiceGreeting'>,
): ContactChannel[] {
  const { whatsapp } = settings;
  return [
    { kind: 'phone', label: ui.phone, text: settings.phone, href: telHref(settings.phone) },
    { kind: 'mobile', label: ui.mobile, text: settings.mobile, href: telHref(settings.mobile) },
    ...(whatsapp
      ? [{ kind: 'whatsapp' as const, label: ui.whatsapp, text: whatsapp, href: whatsappHref(whatsapp, ui) }]
      : []),
    { kind: 'email', label: ui.email, text: settings.email, href: `mailto:${settings.email}` },
  ];
}

export interface QuickContactLink {
  kind: 'phone' | 'whatsapp';
  label: string;
  href: string;
}

/** The phone navigation bar's one-tap links: Call, and WhatsApp only when settings name a number. */
export function quickContactLinks(
  settings: Pick<Settings, 'phone' | 'mobile' | 'email' | 'whatsapp'>,
  ui: Parameters<typeof contactChannels>[1] & Pick<UiStrings, 'callNow' | 'chatOnWhatsApp'>,
): QuickContactLink[] {
  const labels = { phone: ui.callNow, whatsapp: ui.chatOnWhatsApp };
  return contactChannels(settings, ui).flatMap(({ kind, href }) =>
    kind === 'phone' || kind === 'whatsapp' ? [{ kind, label: labels[kind], href }] : [],
  );
}

/**
 * A service page's ways to ask: the contact form and the visit request form of the page's edition
 * with the service chosen (src/browser/lead-form/page-script.ts reads `?service=`), and, only when settings name a number, a
 * WhatsApp chat that opens with a message naming the service.
 */
export function serviceQuoteLinks(
  service: { id: string; name: string },
  whatsapp: string | undefined,
  ui: Pick<UiStrings, 'whatsappGreeting' | 'whatsappServiceGreeting'>,
  contactPath: string,
  bookPath: string,
): { quote: string; visit: string; chat?: string } {
  const chosen = `?service=${encodeURIComponent(service.id)}`;
  const quote = `${contactPath}${chosen}#quote-heading`;
  // The visit request page reads `?service=` the same way (its script is the contact page's).
  const visit = `${bookPath}${chosen}`;
  return whatsapp ? { quote, visit, chat: whatsappHref(whatsapp, ui, service.name) } : { quote, visit };
}
