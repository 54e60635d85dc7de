/**
 * A visit request's mails as the forms' runtime sends them over SMTP (../lead-form/runtime.ts): to the office,
 * with the visitor's address in Reply-To, and the visitor's confirmation, with the office's. Their
 * words were written when the request was stored (./mail-text.ts), so the server process, which
 * runs on plain Node without the editions' words, only sends them. The office's mail carries the
 * request's photos as attachments, read from their folder when it is sent.
 */
import { basename } from 'node:path';
import type { MailSettings } from '../lead-form/runtime.ts';
import type { VisitMail } from './records.ts';

/** `photos`: the paths of the request's photos (VisitRequestStore.photosOf), attached to the office's mail. */
export function composeMail(mail: VisitMail, settings: MailSettings, photos: readonly string[] = []) {
  const { request } = mail;
  const addressed =
    mail.kind === 'office'
      ? {
          to: request.recipient,
          ...(request.email ? { replyTo: { name: request.name, address: request.email } } : {}),
        }
      : { to: { name: request.name, address: request.email }, replyTo: request.recipient };
  return {
    from: settings.from,
    ...addressed,
    subject: mail.subject,
    text: mail.text,
    // A change's mails are named by the change: one Message-ID per mail, the same on every retry.
    messageId: `<visit-${request.id}-${mail.kind}${mail.changeId ? `-change-${mail.changeId}` : ''}-${Date.parse(request.receivedAt)}@${settings.messageIdHost}>`,
    ...(mail.kind === 'office' && !mail.changeId && photos.length
      ? { attachments: photos.map((path) => ({ filename: `${request.reference}-${basename(path)}`, path })) }
      : {}),
    ...(mail.calendar
      ? {
          attachments: [
            {
              filename: `visit-${request.reference}.ics`,
              content: mail.calendar,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
        }
      : {}),
  };
}
