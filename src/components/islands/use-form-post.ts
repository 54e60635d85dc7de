/**
 * The form engine every form island runs on (the contact form, the visit request form): the
 * fields' state, taken over from what the visitor typed before the island woke; the island's own
 * check before sending, every error shown at once (noValidate: the browser's bubble answers only
 * before it wakes); the background post that asks for JSON; and the answer's states: sending,
 * accepted, refused with each field's error (focus on the first), not stored (503) or not sent (no
 * network), both keeping every field and offering "Try again". After a send whose answer is the
 * status line, focus moves to it, so it is read out and the next Tab goes on from there.
 *
 * A form may send its requests its own way (`post`): a form kept offline (the visit request form,
 * through src/browser/offline-queue.ts) gives each request a key, and keeps one that cannot leave
 * instead of sending it; the fields are then emptied as after a send, and its answer comes later
 * through `showAnswer`. The engine holds none of that code, so a form that does not keep posts
 * (the contact form) does not fetch it.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { errorsBeforeSending } from './form-check';

export interface FormStatus {
  /** `waiting`: kept in the browser until the connection returns. */
  tone: 'success' | 'error' | 'waiting';
  text: string;
  /** After a success: the service the request named ('' for none), for the analytics loader to count. */
  lead?: string;
  /** Nothing was stored (the server could not save it, or was not reached): offer to send it again. */
  retry?: boolean;
}

/** What every form's JSON answer says (src/server/contact/handler.ts, src/server/booking/handler.ts). */
export interface FormAnswer<Name extends string> {
  ok: boolean;
  message: string;
  errors?: Partial<Record<Name, string>>;
}

export interface FormEngineWords {
  networkError: string;
  unexpectedError: string;
  /** The summary when fields are in error: the server's own words for it. */
  checkFields: string;
}

interface FormEngineOptions<Name extends string, Status extends FormStatus, Answer extends FormAnswer<Name>> {
  fields: readonly Name[];
  endpoint: string;
  words: FormEngineWords;
  initialValues?: Partial<Record<Name, string>>;
  initialErrors?: Partial<Record<Name, string>>;
  initialStatus?: Status;
  /** The status line after an accepted send, from the answer and what was sent; the fields are then emptied. */
  accepted: (answer: Answer, sent: URLSearchParams | FormData) => Status;
  /**
   * Sends a request: the server's response, or the status to show when the request was kept to
   * be sent later. Throws when it could neither be sent nor kept: the form keeps the words and
   * offers "Try again". By default, a background post to `endpoint`.
   */
  post?: (body: URLSearchParams | FormData) => Promise<Response | FormStatus>;
}

/** What an island holds of the engine: its form's state and the handlers its fields call. */
export type FormEngine<Name extends string> = ReturnType<typeof useFormPost<Name>>;

/** The background post that asks for JSON. */
export const postForJson = (endpoint: string, body: URLSearchParams | FormData) =>
  fetch(endpoint, { method: 'POST', headers: { Accept: 'application/json' }, body });

export function useFormPost<
  Name extends string,
  Status extends FormStatus = FormStatus,
  Answer extends FormAnswer<Name> = FormAnswer<Name>,
>({
  fields,
  endpoint,
  words,
  initialValues,
  initialErrors,
  initialStatus,
  accepted,
  post = (body) => postForJson(endpoint, body),
}: FormEngineOptions<Name, Status, Answer>) {
  type Values = Record<Name, string>;
  type Errors = Partial<Record<Name, string>>;
  const [empty] = useState(() => Object.fromEntries(fields.map((field) => [field, ''])) as Values);
  const [values, setValues] = useState<Values>({ ...empty, ...initialValues });
  const [errors, setErrors] = useState<Errors>(initialErrors ?? {});
  const [status, setStatus] = useState<Status | FormStatus | undefined>(initialStatus);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  /** Set by a send whose answer is the status line: focus goes to it, so it is read out and Tab goes on from there. */
  const focusStatus = useRef(false);

  useEffect(() => {
    if (!status || !focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [status]);

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

  /**
   * The status line and the fields after the server's answer to `sent`. An answer to a request
   * that waited (`waited`) comes while the visitor may be elsewhere on the page: focus stays where
   * it is, and a refusal puts the request back in the fields, since the form no longer holds it.
   */
  const showAnswer = async (response: Response, sent: URLSearchParams | FormData, waited = false) => {
    const answer = (await response.json().catch(() => undefined)) as Answer | undefined;
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
      if (!waited) {
        setValues(empty);
        setErrors({});
      }
      setStatus(accepted(answer, sent));
    } else {
      const fieldErrors: Errors = answer.errors ?? {};
      setErrors(fieldErrors);
      setStatus({ tone: 'error', text: answer.message });
      const first = fields.find((field) => fieldErrors[field]);
      if (first && !waited) {
        focusStatus.current = false;
        (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      }
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fieldErrors = errorsBeforeSending(form, fields);
    const first = fields.find((field) => fieldErrors[field]);
    if (first) {
      setErrors(fieldErrors);
      setStatus({ tone: 'error', text: words.checkFields });
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    // A form with a file field (the visit request's photos) goes as multipart, the others as a short urlencoded body.
    const body =
      form.enctype === 'multipart/form-data'
        ? new FormData(form)
        : new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    setSending(true);
    setStatus(undefined);
    // Let the "Sending…" state paint first: on a slow phone the tap answers before the request starts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      const response = await post(body);
      if (response instanceof Response) await showAnswer(response, body);
      else {
        // Kept to be sent later: the request has left the form, as a sent one does.
        setValues(empty);
        setErrors({});
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

  return { formRef, statusRef, values, errors, status, sending, onSubmit, onFieldChange, showAnswer, setStatus };
}
