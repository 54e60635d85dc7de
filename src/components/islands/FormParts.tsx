/**
 * The parts of the lead form island (./LeadForm.tsx) around its fields: the honeypot and the
 * edition's hidden field, the submit button (its data-sending label is what the page's script
 * shows while a native post is on its way, src/browser/lead-form/native-post.ts), the status line, a live
 * region that takes focus after a send (./use-form-post.ts), the links an answer offers, and "Try
 * again" when nothing was stored.
 */
import type { RefObject } from 'react';
import { EDITION_FIELD, HONEYPOT_FIELD } from '../../shared/contact/fields';
import type { LeadStatus } from '../../shared/lead-form';

export function HiddenFields({ idPrefix, honeypot, lang }: { idPrefix: string; honeypot: string; lang: string }) {
  return (
    <>
      <div className="absolute -start-[10000px] size-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>{honeypot}</label>
        <input
          type="text"
          id={`${idPrefix}-website`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={EDITION_FIELD} value={lang} />
    </>
  );
}

export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button type="submit" className="button button-primary" disabled={sending} data-sending={sendingLabel}>
      {sending ? sendingLabel : label}
    </button>
  );
}

export function StatusLine({
  statusRef,
  status,
  testId,
  leadType,
}: {
  statusRef: RefObject<HTMLParagraphElement | null>;
  status: LeadStatus | undefined;
  testId: string;
  /** After a success, what kind of lead the analytics loader counts. */
  leadType: string;
}) {
  const success = status?.tone === 'success';
  return (
    <p
      ref={statusRef}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      data-testid={testId}
      data-lead={success ? (status.lead ?? '') : undefined}
      data-lead-type={success ? leadType : undefined}
      data-urgency={success ? status.urgency : undefined}
      className={status?.tone === 'error' ? 'font-medium text-red-700' : 'font-medium text-brand-teal-dark'}
    >
      {status?.text}
    </p>
  );
}

/** The links an accepted request's answer offers: the visit request's calendar file and chat. */
export function AnswerLinks({ status }: { status: LeadStatus | undefined }) {
  return status?.tone === 'success' && status.links?.length ? (
    <ul className="space-y-2">
      {status.links.map((link) => (
        <li key={link.href}>
          <a className="text-brand-teal-dark underline" href={link.href} download={link.download}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  ) : null;
}

export function TryAgain({ status, label }: { status: LeadStatus | undefined; label: string }) {
  return status?.retry ? (
    <button type="submit" className="button button-secondary">
      {label}
    </button>
  ) : null;
}
