/**
 * The quote request form (spec sections 3, 4, 7). A real HTML form that posts to /contact/send,
 * so it works with JavaScript off; once hydrated it sends in the background to /mail.php and
 * shows the answer as text, never as markup.
 *
 * Accessibility contract: every field has a visible label; a field's error is tied to it with
 * aria-describedby and aria-invalid, and focus moves to the first field in error; the status
 * area is a live region, and after a send whose answer it shows (a success, or a failure no field
 * explains) focus moves to it, so the next Tab goes on from there; the submit button is disabled
 * only while a send is in flight. A message the server could not store (503) keeps every field
 * and offers "Try again". Awake, it checks the fields before sending, in the same words, and
 * shows every error inline with the summary, as the server's refusal does (noValidate): the
 * browser's bubble, one field at a time, answers only before it wakes.
 *
 * Before it hydrates (client:after-load), the form posts natively and the contact page's script
 * shows the button's data-sending label at once and blocks a second send
 * (src/browser/form-posts.ts). What a
 * visitor typed before hydration is taken over, not wiped: also the service the contact page's
 * script chose from the link the visitor came by (`/contact?service=…`) and the page it filled in
 * (src/browser/contact-form.ts).
 *
 * Each required field carries the page's own wording of "missing" and "not valid" (data-missing,
 * data-invalid: the edition's contactFieldErrors, the words the server answers with), which the
 * contact page's script gives the browser's bubble, so an Arabic page never answers in the
 * browser's English. With no JavaScript at all the bubble is
 * the browser's; the answer page then names each error in the page's language.
 *
 * After a success the form tells the page (a `quote-sent` event and `data-lead` on the status line),
 * which the analytics loader counts when the site has an analytics id; nothing listens otherwise.
 */
import { memo, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { EDITION_FIELD, HONEYPOT_FIELD, OTHER_SERVICE } from '../../shared/contact-fields';

type Field = 'name' | 'email' | 'mobile' | 'service' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

export interface ContactFormLabels {
  name: string;
  email: string;
  mobile: string;
  message: string;
  service: string;
  serviceNone: string;
  serviceOther: string;
  honeypot: string;
  submit: string;
  sending: string;
  networkError: string;
  unexpectedError: string;
  tryAgain: string;
  /** The summary when fields are in error: the server's own words for it. */
  checkFields: string;
}

interface Props {
  action: string;
  endpoint: string;
  /** The page's language: sent with the form, so the server answers in it (src/server/contact/handler.ts). */
  lang: string;
  labels: ContactFormLabels;
  limits: Partial<Record<Field, number>>;
  /** The services to choose from, in order, named in the page's language; "Something else" comes last. */
  services: { id: string; name: string }[];
  /** The page's wording of a required field left empty or not valid, for the browser's own check. */
  validity: Partial<Record<Field, { missing: string; invalid?: string }>>;
  initialValues?: Partial<Values>;
  initialErrors?: Errors;
  initialStatus?: Status;
}

interface Status {
  tone: 'success' | 'error';
  text: string;
  /** After a success: the service the request named ('' for none), for the analytics loader to count. */
  lead?: string;
  /** Nothing was stored (the server could not save it, or was not reached): offer to send it again. */
  retry?: boolean;
}

/** The form's fields, in their order on the page, and how each is typed in: its input kind and autofill hint. */
const FIELD_INPUTS = {
  name: { type: 'text', required: true, autoComplete: 'name' },
  email: { type: 'email', required: true, autoComplete: 'email' },
  mobile: { type: 'tel', required: false, autoComplete: 'tel' },
  service: { type: 'select', required: false, autoComplete: undefined },
  message: { type: 'textarea', required: true, autoComplete: undefined },
} satisfies Record<
  Field,
  { type: 'text' | 'email' | 'tel' | 'select' | 'textarea'; required: boolean; autoComplete?: string }
>;
const FIELDS = Object.keys(FIELD_INPUTS) as Field[];
const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Values;

export default function ContactForm({
  action,
  endpoint,
  lang,
  labels,
  limits,
  services,
  validity,
  initialValues,
  initialErrors,
  initialStatus,
}: Props) {
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initialValues });
  const [errors, setErrors] = useState<Errors>(initialErrors ?? {});
  const [status, setStatus] = useState(initialStatus);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  /** Set by a send whose answer is the status line: focus goes to it, so it is read out and Tab goes on from there. */
  const focusStatus = useRef(false);
  // Built once: a new array on each render would re-render the memoised field on every keystroke.
  const [serviceOptions] = useState(() => [
    { value: '', label: labels.serviceNone },
    ...services.map((service) => ({ value: service.id, label: service.name })),
    { value: OTHER_SERVICE, label: labels.serviceOther },
  ]);

  useEffect(() => {
    if (!status || !focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [status]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = Object.fromEntries(
      FIELDS.map((field) => [field, (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '']),
    );
    setValues((current) => ({ ...current, ...typed }));
  }, []);

  // Awake, the form checks its fields itself and shows every error as the server's answer does,
  // all at once, instead of the browser's bubble for one field at a time.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fieldErrors = errorsBeforeSending(form);
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) {
      setErrors(fieldErrors);
      setStatus({ tone: 'error', text: labels.checkFields });
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    setSending(true);
    setStatus(undefined);
    // Let the "Sending…" state paint first: on a slow phone the tap answers before the request starts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body,
      });
      const answer = (await response.json().catch(() => undefined)) as
        { ok: boolean; message: string; errors?: Errors } | undefined;
      if (response.status === 503) {
        // Not stored (a full or failing disk on our side): the fields stay as typed.
        focusStatus.current = true;
        setStatus({ tone: 'error', text: answer?.message ?? labels.unexpectedError, retry: true });
      } else if (!answer) {
        focusStatus.current = true;
        setStatus({ tone: 'error', text: labels.unexpectedError });
      } else if (answer.ok) {
        const lead = String(body.get('service') ?? '');
        setValues(EMPTY);
        setErrors({});
        focusStatus.current = true;
        setStatus({ tone: 'success', text: answer.message, lead });
        document.dispatchEvent(new CustomEvent('quote-sent', { detail: { service: lead, edition: lang } }));
      } else {
        const fieldErrors = answer.errors ?? {};
        setErrors(fieldErrors);
        setStatus({ tone: 'error', text: answer.message });
        const first = FIELDS.find((field) => fieldErrors[field]);
        if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
        else focusStatus.current = true;
      }
    } catch {
      focusStatus.current = true;
      setStatus({ tone: 'error', text: labels.networkError, retry: true });
    } finally {
      setSending(false);
    }
  };

  const onFieldChange = useCallback(
    (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      id="contact-form"
      className="space-y-5"
      data-testid="contact-form"
    >
      {FIELDS.map((name) => (
        <ContactField
          key={name}
          name={name}
          label={labels[name]}
          value={values[name]}
          error={errors[name]}
          limit={limits[name]}
          validity={validity[name]}
          options={name === 'service' ? serviceOptions : undefined}
          onChange={onFieldChange}
        />
      ))}
      <div className="absolute -start-[10000px] size-px overflow-hidden" aria-hidden="true">
        <label htmlFor="contact-website">{labels.honeypot}</label>
        <input
          type="text"
          id="contact-website"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={EDITION_FIELD} value={lang} />
      <button type="submit" className="button button-primary" disabled={sending} data-sending={labels.sending}>
        {sending ? labels.sending : labels.submit}
      </button>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        data-testid="contact-status"
        data-lead={status?.tone === 'success' ? (status.lead ?? '') : undefined}
        className={status?.tone === 'error' ? 'font-medium text-red-700' : 'font-medium text-brand-teal-dark'}
      >
        {status?.text}
      </p>
      {status?.retry ? (
        <button type="submit" className="button button-secondary">
          {labels.tryAgain}
        </button>
      ) : null}
    </form>
  );
}

interface ContactFieldProps {
  name: Field;
  label: string;
  value: string;
  error?: string;
  limit?: number;
  validity?: { missing: string; invalid?: string };
  /** A choice's options (the service), in order. */
  options?: { value: string; label: string }[];
  onChange: (name: Field, value: string) => void;
}

/**
 * One labelled field with its error. Memoised: a tap on Send re-renders only the button and the
 * status line, so the "Sending…" label paints sooner on a slow phone.
 */
const ContactField = memo(function ContactField({
  name,
  label,
  value,
  error,
  limit,
  validity,
  options,
  onChange,
}: ContactFieldProps) {
  const { type, required, autoComplete } = FIELD_INPUTS[name];
  const id = `contact-${name}`;
  const props = {
    id,
    name,
    value,
    required,
    maxLength: limit,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'data-missing': validity?.missing,
    'data-invalid': validity?.invalid,
    className:
      'mt-1 block w-full max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-brand-ink aria-invalid:border-red-700',
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-brand-navy">
        {label}
      </label>
      {type === 'textarea' ? (
        <textarea cols={40} rows={10} {...props} />
      ) : type === 'select' ? (
        <select {...props}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        // Addresses and numbers read left to right on the Arabic page too.
        <input type={type} size={40} autoComplete={autoComplete} dir={type === 'text' ? undefined : 'ltr'} {...props} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/**
 * What the server would refuse, found before sending, in the page's words: each required field's
 * data-missing when it is empty or only spaces, data-invalid when the browser finds it malformed
 * (an e-mail address). The server checks again and has the last word.
 */
function errorsBeforeSending(form: HTMLFormElement): Errors {
  const errors: Errors = {};
  for (const field of FIELDS) {
    const input = form.elements.namedItem(field) as HTMLInputElement | null;
    if (!input) continue;
    const { missing, invalid } = input.dataset;
    if (input.required && input.value.trim() === '' && missing) errors[field] = missing;
    else if (input.value !== '' && !input.validity.valid && invalid) errors[field] = invalid;
  }
  return errors;
}
