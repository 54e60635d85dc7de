/**
 * The form engine of the lead form island (./LeadForm.tsx), for the contact form and the visit
 * request form alike: the fields' state, taken over from what the visitor typed before the island
 * woke; the island's own check before sending, every error shown at once (noValidate: the browser's
 * bubble answers only before it wakes); the background post that asks for JSON; and the answer's
 * states: sending, accepted, refused with each field's error and the error summary before the fields
 * (./ErrorSummary.tsx), which takes focus, not stored (503) or not sent (no network), both keeping
 * every field and offering "Try again". After a send whose answer is the status line, focus moves to
 * it, so it is read out and the next Tab goes on from there.
 *
 * A form may send its requests its own way (`post`): each form's behaviour
 * (src/browser/lead-form/keyed-requests.ts) gives each request a key, and keeps one that cannot leave instead
 * of sending it; the fields are then emptied as after a send, and its answer comes later through
 * `showAnswer`. The engine holds none of that code.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { LeadFormWords, LeadStatus } from '../../shared/lead-form';
import { errorsBeforeSending } from './form-check';

/** What every form's JSON answer says (src/server/lead-form/handler.ts); a visit request's adds its urgency and links. */
export interface FormAnswer<Name extends string> extends Pick<LeadStatus, 'urgency' | 'links'> {
  ok: boolean;
  message: string;
  errors?: Partial<Record<Name, string>>;
}

interface FormEngineOptions<Name extends string> {
  fields: readonly Name[];
  endpoint: string;
  words: Pick<LeadFormWords, 'networkError' | 'unexpectedError'>;
  initialValues?: Partial<Record<Name, string>>;
  initialErrors?: Partial<Record<Name, string>>;
  initialStatus?: LeadStatus;
  /** The status line after an accepted send, from the answer and what was sent; the fields are then emptied. */
  accepted: (answer: FormAnswer<Name>, sent: URLSearchParams | FormData) => LeadStatus;
  /**
   * Sends a request: the server's response, or the status to show when the request was kept to
   * be sent later. Throws when it could neither be sent nor kept: the form keeps the words and
   * offers "Try again". By default, a background post to `endpoint`.
   */
  post?: (body: URLSearchParams | FormData) => Promise<Response | LeadStatus>;
}

/** What an island holds of the engine: its form's state and the handlers its fields call. */
export type FormEngine<Name extends string> = ReturnType<typeof useFormPost<Name>>;

/** The background post that asks for JSON. */
export const postForJson = (endpoint: string, body: URLSearchParams | FormData) =>
  fetch(endpoint, { method: 'POST', headers: { Accept: 'application/json' }, body });

export function useFormPost<Name extends string>({
  fields,
  endpoint,
  words,
  initialValues,
  initialErrors,
  initialStatus,
  accepted,
  post = (body) => postForJson(endpoint, body),
}: FormEngineOptions<Name>) {
  type Values = Record<Name, string>;
  type Errors = Partial<Record<Name, string>>;
  const [empty] = useState(() => Object.fromEntries(fields.map((field) => [field, ''])) as Values);
  const [values, setValues] = useState<Values>({ ...empty, ...initialValues });
  const [errors, setErrors] = useState<Errors>(initialErrors ?? {});
  /** The fields a refused send named, as the error summary lists them: the answer page's, then each refusal's. */
  const [refused, setRefused] = useState<Errors | undefined>(initialErrors);
  const [status, setStatus] = useState<LeadStatus | undefined>(initialStatus);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  /** Set by a send whose answer is the status line: focus goes to it, so it is read out and Tab goes on from there. */
  const focusStatus = useRef(false);
  /** Set by a refused send: focus goes to the error summary. */
  const focusSummary = useRef(false);

  useEffect(() => {
    if (!status || !focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (!refused || !focusSummary.current) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  }, [refused]);

  /**
   * A refusal that names fields: each shows its error, and the summary lists them in place of a
   * sentence by the Send button. False when it names none of the form's fields.
   */
  const refuse = (fieldErrors: Errors, focus: boolean) => {
    if (!fields.some((field) => fieldErrors[field])) return false;
    setErrors(fieldErrors);
    focusStatus.current = false;
    focusSummary.current = focus;
    setRefused(fieldErrors);
    setStatus(undefined);
    return true;
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = Object.fromEntries(
      fields.map((field) => [field, (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '']),
    );
    setValues((current) => ({ ...current, ...typed }));
    // Awake, the form checks its fields itself and shows every error as the server's answer does,
    // all at once, instead of the browser's bubble for one field at a time.
    form.noValidate = true;
  }, [fields]);

  /** After a send: a file field holds its own state, which the values do not reach. */
  const emptyFields = () => {
    setValues(empty);
    setErrors({});
    for (const input of formRef.current?.querySelectorAll<HTMLInputElement>('input[type=file]') ?? []) input.value = '';
  };

  /**
   * The status line and the fields after the server's answer to `sent`. An answer to a request
   * that waited (`waited`) comes while the visitor may be elsewhere on the page: focus stays where
   * it is, and a refusal puts the request back in the fields, since the form no longer holds it.
   */
  const showAnswer = async (response: Response, sent: URLSearchParams | FormData, waited = false) => {
    const answer = (await response.json().catch(() => undefined)) as FormAnswer<Name> | undefined;
    focusStatus.current = !waited;
    if (waited && !answer?.ok)
      setValues({
        ...empty,
        ...Object.fromEntries(
          fields.map((field) => {
            const value = sent.get(field);
            return [field, typeof value === 'string' ? value : ''];
          }),
        ),
      });
    if (response.status === 503) {
      // Not stored (a full or failing disk on our side): the fields stay as typed.
      setStatus({ tone: 'error', text: answer?.message ?? words.unexpectedError, retry: true });
    } else if (!answer) {
      setStatus({ tone: 'error', text: words.unexpectedError });
    } else if (answer.ok) {
      if (!waited) emptyFields();
      setStatus(accepted(answer, sent));
    } else if (!refuse(answer.errors ?? {}, !waited)) {
      setErrors({});
      setStatus({ tone: 'error', text: answer.message });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (refuse(errorsBeforeSending(form, fields), true)) return;
    // A form with a file field (the visit request's photos) goes as multipart, the others as a short urlencoded body.
    const body =
      form.enctype === 'multipart/form-data'
        ? new FormData(form)
        : new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    setSending(true);
    setStatus(undefined);
    setRefused(undefined);
    // Let the "Sending…" state paint first: on a slow phone the tap answers before the request starts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      const response = await post(body);
      if (response instanceof Response) await showAnswer(response, body);
      else {
        // Kept to be sent later: the request has left the form, as a sent one does.
        emptyFields();
        focusStatus.current = true;
        setStatus(response);
      }
    } catch {
      focusStatus.current = true;
      setStatus({ tone: 'error', text: words.networkError, retry: true });
    } finally {
      setSending(false);
    }
  };

  const onFieldChange = useCallback(
    (field: Name, value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );

  return {
    formRef,
    statusRef,
    summaryRef,
    values,
    errors,
    /** What the error summary lists: each field a refused send named and its error, in the form's order. */
    summary: fields.flatMap((field) => (refused?.[field] ? [[field, refused[field]] as const] : [])),
    status,
    sending,
    onSubmit,
    onFieldChange,
    showAnswer,
    setStatus,
    setErrors,
  };
}
