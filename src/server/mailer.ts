/**
 * Turns a stored message into an e-mail for the company's inbox and sends it over SMTP
 * (nodemailer, from SMTP_URL). The visitor's address goes in Reply-To, so staff simply press
 * Reply. Every value reaches nodemailer as data, never as a raw header line, and single-line
 * fields were already stripped of control characters, so no field can add a header.
 */
import nodemailer from 'nodemailer';
import type { ContactLanguage } from './contact-language.ts';
import type { StoredMessage } from './store.ts';

export interface Mailer {
  send(message: StoredMessage): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** The From address; many SMTP servers only relay their own domain's addresses. */
  from: string;
  /** A stable host for Message-ID, so that a retried message can be recognised as the same one. */
  messageIdHost: string;
}

/**
 * Staff read every mail in English, but should see at a glance which edition a message came
 * from, so they can answer in its language. English mail keeps the subject it always had.
 */
const EDITIONS: Record<ContactLanguage, { subjectPrefix: string; sentFrom: string }> = {
  en: { subjectPrefix: '', sentFrom: 'the English edition of the site (/contact)' },
  ar: { subjectPrefix: '[Arabic site] ', sentFrom: 'the Arabic edition of the site (/ar/contact)' },
};

export function composeMail(message: StoredMessage, settings: MailSettings) {
  const edition = EDITIONS[message.language];
  const lines = [
    `Reference: ${message.reference}`,
    `Service: ${message.service || '(not chosen)'}`,
    `Came from: ${message.page || '(not known)'}`,
    `Sent from: ${edition.sentFrom}`,
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    `Mobile: ${message.mobile || '(not given)'}`,
    `Received: ${message.receivedAt}`,
    '',
    message.message,
    '',
    `-- Message ${message.id} from the website's contact form.`,
  ];
  return {
    from: settings.from,
    to: message.recipient,
    replyTo: { name: message.name, address: message.email },
    // The reference first, so a reply thread and a phone call can both quote it; then who and what.
    subject: `${edition.subjectPrefix}Quote request ${message.reference} from ${message.name}${message.service ? `: ${message.service}` : ''}`,
    text: lines.join('\n'),
    messageId: `<contact-${message.id}-${Date.parse(message.receivedAt)}@${settings.messageIdHost}>`,
  };
}

export function createSmtpMailer(smtpUrl: string, settings: MailSettings): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(composeMail(message, settings));
    },
    close() {
      transport.close();
    },
  };
}
