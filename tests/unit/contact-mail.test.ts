/**
 * The mail to the company says which edition of the site a message came from, in the subject
 * for Arabic ones and in the body for all, and is otherwise the same mail as before.
 */
import { describe, expect, it } from 'vitest';
import { composeMail } from '../../src/server/mailer';
import type { StoredMessage } from '../../src/server/store';

const stored = (language: StoredMessage['language']): StoredMessage => ({
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
});
const settings = { from: 'Website <no-reply@example.ae>', messageIdHost: 'example.ae' };

describe('composeMail', () => {
  it('marks a message from the Arabic edition in the subject and the body', () => {
    const mail = composeMail(stored('ar'), settings);
    expect(mail.subject).toBe('[Arabic site] Quote request from فاطمة المري');
    expect(mail.text.split('\n')[0]).toBe('Sent from: the Arabic edition of the site (/ar/contact)');
  });

  it('keeps the English subject it always had and names the English edition in the body', () => {
    const mail = composeMail(stored('en'), settings);
    expect(mail.subject).toBe('Quote request from فاطمة المري');
    expect(mail.text.split('\n')[0]).toBe('Sent from: the English edition of the site (/contact)');
  });

  it('is otherwise the same mail in both editions: plain text, same addresses, same stable Message-ID', () => {
    const ar = composeMail(stored('ar'), settings);
    const en = composeMail(stored('en'), settings);
    expect(ar.messageId).toBe(`<contact-7-${Date.parse('2025-03-04T05:06:07.000Z')}@example.ae>`);
    expect(en.messageId).toBe(ar.messageId);
    expect({ ...ar, subject: '', text: '' }).toEqual({ ...en, subject: '', text: '' });
    expect(ar.text.split('\n').slice(1)).toEqual(en.text.split('\n').slice(1));
    expect(ar.text).toContain('المكيف في الفيلا يسرّب الماء.\nهل يمكنكم الزيارة؟');
    expect(ar.text).toContain('Mobile: +971 50 123 4567');
    expect(ar).toMatchObject({ to: 'office@example.ae', replyTo: { address: 'fatima@example.com' } });
  });
});
