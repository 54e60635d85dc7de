/**
 * The mail to the company names the lead's reference and service in the subject, the page the
 * visitor came from in the body, and which edition of the site it came from (in the subject for
 * Arabic ones, in the body for all); it is otherwise the same mail in both editions.
 */
import { describe, expect, it } from 'vitest';
import { composeMail } from '../../src/server/contact/mailer';
import type { StoredMessage } from '../../src/server/contact/store';

const stored = (language: StoredMessage['language'], lead: Partial<StoredMessage> = {}): StoredMessage => ({
  id: 7,
  receivedAt: '2025-03-04T05:06:07.000Z',
  name: 'فاطمة المري',
  email: 'fatima@example.com',
  mobile: '+971 50 123 4567',
  message: 'المكيف في الفيلا يسرّب الماء.\nهل يمكنكم الزيارة؟',
  recipient: 'office@example.ae',
  clientAddress: '127.0.0.1',
  status: 'sending',
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  sentAt: null,
  language,
  service: 'HVAC System',
  page: '/service/hvac-system-in-dubai-uae',
  reference: 'BH-000007',
  ...lead,
});
const settings = { from: 'Website <no-reply@example.ae>', messageIdHost: 'example.ae' };

describe('composeMail', () => {
  it('marks a message from the Arabic edition in the subject and the body', () => {
    const mail = composeMail(stored('ar'), settings);
    expect(mail.subject).toBe('[Arabic site] Quote request BH-000007 from فاطمة المري: HVAC System');
    expect(mail.text).toContain('\nSent from: the Arabic edition of the site (/ar/contact)\n');
  });

  it('keeps the English subject it always had and names the English edition in the body', () => {
    const mail = composeMail(stored('en'), settings);
    expect(mail.subject).toBe('Quote request BH-000007 from فاطمة المري: HVAC System');
    expect(mail.text).toContain('\nSent from: the English edition of the site (/contact)\n');
  });

  it('opens with the reference, the service and the page the visitor came from', () => {
    expect(composeMail(stored('en'), settings).text.split('\n').slice(0, 3)).toEqual([
      'Reference: BH-000007',
      'Service: HVAC System',
      'Came from: /service/hvac-system-in-dubai-uae',
    ]);
    const bare = composeMail(stored('en', { service: '', page: '' }), settings);
    expect(bare.subject).toBe('Quote request BH-000007 from فاطمة المري');
    expect(bare.text).toContain('Service: (not chosen)\nCame from: (not known)');
  });

  it('is otherwise the same mail in both editions: plain text, same addresses, same stable Message-ID', () => {
    const ar = composeMail(stored('ar'), settings);
    const en = composeMail(stored('en'), settings);
    expect(ar.messageId).toBe(`<contact-7-${Date.parse('2025-03-04T05:06:07.000Z')}@example.ae>`);
    expect(en.messageId).toBe(ar.messageId);
    expect({ ...ar, subject: '', text: '' }).toEqual({ ...en, subject: '', text: '' });
    const withoutEdition = (text: string) => text.split('\n').filter((line) => !line.startsWith('Sent from:'));
    expect(withoutEdition(ar.text)).toEqual(withoutEdition(en.text));
    expect(ar.text).toContain('المكيف في الفيلا يسرّب الماء.\nهل يمكنكم الزيارة؟');
    expect(ar.text).toContain('Mobile: +971 50 123 4567');
    expect(ar).toMatchObject({ to: 'office@example.ae', replyTo: { address: 'fatima@example.com' } });
  });
});
