/**
 * The form every form island renders, written once (`EngineForm`): its fields in order
 * (./FormField.tsx), the honeypot and the edition's hidden field, what the form adds before its
 * button (the visit request's photos), the submit button (its data-sending label is what the
 * page's script shows while a native post is on its way, src/browser/form-posts.ts), the status
 * line, a live region that takes focus after a send (./use-form-post.ts), what the form shows
 * under an answer, and "Try again" when nothing was stored.
 */
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { EDITION_FIELD, HONEYPOT_FIELD, OTHER_SERVICE } from '../../shared/contact-fields';
import { FormField, type FieldOption, type FieldSpec, type FieldValidity } from './FormField';
import type { FormEngine, FormEngineWords, FormStatus } from './use-form-post';

/** The words every form on the engine shows besides its fields' labels. */
export interface FormWords extends FormEngineWords {
  serviceNone: string;
  serviceOther: string;
  honeypot: string;
  submit: string;
  sending: string;
  tryAgain: string;
}

/** What the page hands every form island: where it posts, in which words, and the answer it shows when the page is one. */
export interface FormIslandProps<Name extends string, Words, Status extends FormStatus = FormStatus> {
  /** Where the form posts without JavaScript, in the page's edition. */
  action: string;
  /** Where the awake form posts, asking for JSON. */
  endpoint: string;
  /** The page's language: sent with the form, so the server answers in it. */
  lang: string;
  labels: Words;
  limits: Partial<Record<Name, number>>;
  /** The services to choose from, in order, named in the page's language; "Something else" comes last. */
  services: readonly { id: string; name: string }[];
  /** The page's wording of a required field left empty or not valid, for the browser's own check. */
  validity: Partial<Record<Name, FieldValidity>>;
  initialValues?: Partial<Record<Name, string>>;
  initialErrors?: Partial<Record<Name, string>>;
  initialStatus?: Status;
}

/** The service choice's options: none yet, the services in the page's language, then "something else". */
export const serviceOptions = (words: FormWords, services: readonly { id: string; name: string }[]) => [
  { value: '', label: words.serviceNone },
  ...services.map((service) => ({ value: service.id, label: service.name })),
  { value: OTHER_SERVICE, label: words.serviceOther },
];

interface EngineFormProps<Name extends string> {
  /** What every id of the form begins with: `booking` gives booking-form, booking-status, booking-name. */
  idPrefix: string;
  action: string;
  engine: FormEngine<Name>;
  fields: readonly Name[];
  inputs: Record<Name, FieldSpec>;
  words: FormWords & Record<Name, string>;
  lang: string;
  limits: Partial<Record<Name, number>>;
  validity: Partial<Record<Name, FieldValidity>>;
  options: Partial<Record<Name, readonly FieldOption[]>>;
  /** A text field's suggestions: the id of a <datalist> the form renders in `beforeSubmit`. */
  lists?: Partial<Record<Name, string>>;
  /** A form with a file field is sent as multipart/form-data. */
  multipart?: boolean;
  /** What the form element itself adds: attributes (data-keeps-posts), handlers. */
  formProps?: ComponentProps<'form'> & Partial<Record<`data-${string}`, string>>;
  beforeSubmit?: ReactNode;
  /** The button shows this instead of its sending label while something else holds the send. */
  waitingFor?: string;
  leadType?: string;
  urgency?: string;
  afterStatus?: ReactNode;
}

export function EngineForm<Name extends string>({
  idPrefix,
  action,
  engine,
  fields,
  inputs,
  words,
  lang,
  limits,
  validity,
  options,
  lists,
  multipart,
  formProps,
  beforeSubmit,
  waitingFor,
  leadType,
  urgency,
  afterStatus,
}: EngineFormProps<Name>) {
  const { formRef, statusRef, values, errors, status, sending, onSubmit, onFieldChange } = engine;
  return (
    <form
      ref={formRef}
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      action={action}
      onSubmit={onSubmit}
      id={`${idPrefix}-form`}
      className="space-y-5"
      data-testid={`${idPrefix}-form`}
      {...formProps}
    >
      {fields.map((name) => (
        <FormField
          key={name}
          idPrefix={idPrefix}
          name={name}
          spec={inputs[name]}
          label={words[name]}
          value={values[name]}
          error={errors[name]}
          limit={limits[name]}
          validity={validity[name]}
          options={options[name]}
          list={lists?.[name]}
          onChange={onFieldChange}
        />
      ))}
      <HiddenFields idPrefix={idPrefix} honeypot={words.honeypot} lang={lang} />
      {beforeSubmit}
      <SubmitButton sending={sending || !!waitingFor} label={words.submit} sendingLabel={waitingFor ?? words.sending} />
      <StatusLine
        statusRef={statusRef}
        status={status}
        testId={`${idPrefix}-status`}
        leadType={leadType}
        urgency={urgency}
      />
      {afterStatus}
      <TryAgain status={status} label={words.tryAgain} />
    </form>
  );
}

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
  urgency,
}: {
  statusRef: RefObject<HTMLParagraphElement | null>;
  status: FormStatus | undefined;
  testId: string;
  /** After a success, what kind of lead the analytics loader counts (none: a quote) and how urgent it is. */
  leadType?: string;
  urgency?: string;
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
      data-urgency={success ? urgency : undefined}
      className={status?.tone === 'error' ? 'font-medium text-red-700' : 'font-medium text-brand-teal-dark'}
    >
      {status?.text}
    </p>
  );
}

export function TryAgain({ status, label }: { status: FormStatus | undefined; label: string }) {
  return status?.retry ? (
    <button type="submit" className="button button-secondary">
      {label}
    </button>
  ) : null;
}
