/**
 * Turns a stored message into an e-mail for the company's inbox, which the forms' runtime sends
 * over SMTP (../lead-form/runtime.ts). The visitor's address goes in Reply-To, so staff simply press
 * Reply. Single-line fields were already stripped of control characters, so no field can add a
 * header.
 */
import { DEFAULT_EDITION, EDITION_FACTS, pathInEdition } from '../../shared/editions.ts';
import type { MailSettings } from '../lead-form/runtime.ts';
import type { StoredMessage } from './store.ts';

/**
 * Staff read every mail in English, but should see at a glance which edition a message came
 * from, so they can answer in its language. English mail keeps the subject it always had.
 */
function editionLabels(message: StoredMessage) {
  const { englishName } = EDITION_FACTS[message.language];
  return {
    subjectPrefix: message.language === DEFAULT_EDITION ? '' : `[${englishName} site] `,
    sentFrom: `the ${englishName} edition of the site (${pathInEdition('/contact', message.language)})`,
  };
}

export function composeMail(message: StoredMessage, settings: MailSettings) {
  const edition = editionLabels(message);
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
