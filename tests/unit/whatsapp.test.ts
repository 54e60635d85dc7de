/** WhatsApp links: the number wa.me wants, a greeting in the page's language, and none without a number. */
import { describe, expect, it } from 'vitest';
import { contactChannels, quickContactLinks, serviceQuoteLinks } from '../../src/lib/channels/contact-channels';
import { ar } from '../../src/lib/i18n/ar';
import { en } from '../../src/lib/i18n/en';
import { whatsappDigits, whatsappHref } from '../../src/lib/channels/whatsapp';

const greeting = (href: string) => new URL(href).searchParams.get('text');

describe('whatsappHref', () => {
  it('takes the international number as digits only', () => {
    expect(whatsappDigits('+971 50 123-4567')).toBe('971501234567');
    expect(new URL(whatsappHref('+971 (50) 123 4567', en)).pathname).toBe('/971501234567');
  });

  it('opens with a greeting in the page’s language, naming the service when there is one', () => {
    expect(greeting(whatsappHref('+971 50 123 4567', en))).toBe('Hello, I would like a quote.');
    expect(greeting(whatsappHref('+971 50 123 4567', en, 'HVAC Systems'))).toBe(
      'Hello, I would like a quote for HVAC Systems.',
    );
    expect(greeting(whatsappHref('+971 50 123 4567', ar, 'أنظمة التكييف'))).toBe(
      'مرحبًا، أودّ الحصول على عرض سعر لخدمة أنظمة التكييف.',
    );
    // Encoded, so a service name with & or # cannot cut the message short.
    expect(greeting(whatsappHref('+971 50 123 4567', en, 'Fit-Out & Joinery #1'))).toBe(
      'Hello, I would like a quote for Fit-Out & Joinery #1.',
    );
  });
});

describe('contactChannels', () => {
  const settings = { phone: '+971 4 123 4567', mobile: '+971 50 123 4567', email: 'info@example.ae' };

  it('lists WhatsApp after the mobile when settings name a number', () => {
    const channels = contactChannels({ ...settings, whatsapp: '+971 50 765 4321' }, ar);
    expect(channels.map((channel) => channel.kind)).toEqual(['phone', 'mobile', 'whatsapp', 'email']);
    expect(channels[2]).toMatchObject({ label: 'واتساب', text: '+971 50 765 4321' });
    expect(greeting(channels[2]!.href)).toBe(ar.whatsappGreeting);
  });

  it('has no WhatsApp at all without a number', () => {
    expect(contactChannels(settings, en).map((channel) => channel.kind)).toEqual(['phone', 'mobile', 'email']);
  });
});

describe('whatsappHref in the page', () => {
  it('keeps Arabic letters as they are and escapes only what would break the address', () => {
    const href = whatsappHref('+971 50 123 4567', ar, 'أ&ب #1');
    expect(href).toBe(
      'https://wa.me/971501234567?text=مرحبًا،%20أودّ%20الحصول%20على%20عرض%20سعر%20لخدمة%20أ%26ب%20%231.',
    );
    expect(URL.canParse(href)).toBe(true);
  });
});

describe('the phone bar and a service page without a WhatsApp number', () => {
  const settings = { mobile: '+971 50 123 4567', email: 'info@example.ae' };
  const number = '+971 50 765 4321';
  const service = { id: 'hvac-system-in-dubai-uae', name: 'HVAC Systems' };

  it('the phone bar keeps Call alone, and adds WhatsApp when settings name a number', () => {
    expect(quickContactLinks({ ...settings, phone: '+971 4 123 4567' }, en)).toEqual([
      { kind: 'phone', label: en.callNow, href: 'tel:+97141234567' },
    ]);
    const withChat = quickContactLinks({ ...settings, phone: '+971 4 123 4567', whatsapp: number }, ar);
    expect(withChat.map((link) => link.label)).toEqual([ar.callNow, ar.chatOnWhatsApp]);
    expect(greeting(withChat[1]!.href)).toBe(ar.whatsappGreeting);
  });

  it('a service page offers the forms with its service chosen, and a chat only with a number', () => {
    expect(serviceQuoteLinks(service, undefined, en, '/contact', '/book')).toEqual({
      quote: '/contact?service=hvac-system-in-dubai-uae#quote-heading',
      visit: '/book?service=hvac-system-in-dubai-uae',
    });
    const links = serviceQuoteLinks(service, number, ar, '/ar/contact', '/ar/book');
    expect(links.quote).toBe('/ar/contact?service=hvac-system-in-dubai-uae#quote-heading');
    expect(links.visit).toBe('/ar/book?service=hvac-system-in-dubai-uae');
    expect(greeting(links.chat!)).toBe(ar.whatsappServiceGreeting('HVAC Systems'));
  });
});
