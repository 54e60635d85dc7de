/**
 * A WhatsApp chat link (https://wa.me/<number>?text=…) that opens with a message ready to send,
 * in the page's language, naming the service on a service page. Shown only when settings name a
 * `whatsapp` number.
 */
import type { UiStrings } from '../i18n/index.ts';

/** wa.me takes the international number as digits only: +971 50 123 4567 → 971501234567. */
export const whatsappDigits = (number: string) => number.replace(/\D/g, '');

export function whatsappHref(
  number: string,
  ui: Pick<UiStrings, 'whatsappGreeting' | 'whatsappServiceGreeting'>,
  service?: string,
): string {
  return whatsappTextHref(number, service ? ui.whatsappServiceGreeting(service) : ui.whatsappGreeting);
}

/** A chat that opens with `text` ready to send (a visit request's reference, the emergency page's message). */
export function whatsappTextHref(number: string, text: string): string {
  // Only what would break the address is escaped: Arabic letters stay as they are (an HTML link may
  // hold them), a third of the bytes of their %-escapes, on a page that must fit the first round trip.
  const escaped = text.replace(/[\s%&#+?=]/g, (character) => encodeURIComponent(character));
  return `https://wa.me/${whatsappDigits(number)}?text=${escaped}`;
}
