/**
 * The one form island: the contact form (/contact, spec sections 3, 4, 7) and the visit request form
 * (/book, issue 36) are this code, with the fields each page describes as data (`LeadField`,
 * written by src/lib/lead-forms.ts). So the visit request page wakes on the contact page's bytes.
 *
 * A real HTML form that posts to `action`, so it works with JavaScript off; once awake it sends in
 * the background to `endpoint` and shows the answer as text, never as markup (./use-form-post.ts).
 * Before it wakes (client:after-load), the form pages' script shows the button's sending label at
 * once, blocks a second send, gives the browser's bubble the page's words and chooses the service
 * of the link the visitor came by (src/browser/lead-form/page-script.ts); what a visitor typed before the
 * island woke is taken over, not wiped.
 *
 * Accessibility contract: every field has a visible label; a field's error is tied to it; after a
 * refused send, the error summary before the fields takes focus and links to each field in error
 * (./ErrorSummary.tsx); the status area is a live region that takes focus after
 * a send whose answer it shows; the submit button is disabled only while a send is in flight (or
 * photos are being prepared). A request the server could not store (503) keeps every field and
 * offers "Try again".
 *
 * What a form does beyond that is its `behaviour`: an ES module fetched on the visitor's first
 * touch of the form, or on waking when one of its requests waits in the browser: the contact form's
 * (src/browser/contact/behaviour.ts: a key for each request and its keeping offline) and the visit
 * request's (src/browser/visit-request/behaviour.ts: the same, the days open now, the photos shrunk). A page
 * whose visitor does not touch the form never fetches it. Its address is a variable: the
 * bundler leaves such an `import()` as it is, without the preload helper (about 700 bytes) it
 * would add to this file.
 *
 * After a success the form tells the page (the lead type's event, `data-lead` on the status line),
 * which the analytics loader counts when the site has an analytics id; nothing listens otherwise.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LEAD_EVENTS,
  type LeadField,
  type LeadFormBehaviour,
  type LeadFormWords,
  type LeadStatus,
  type LeadType,
  type StartLeadFormBehaviour,
} from '../../shared/lead-form';
import { QUEUES_POSTS_ATTRIBUTE, postIsQueued } from '../../shared/offline-queue';
import { ErrorSummary } from './ErrorSummary';
import { FormField } from './FormField';
import { AnswerLinks, HiddenFields, StatusLine, SubmitButton, TryAgain } from './FormParts';
import { postForJson, useFormPost, type FormEngine } from './use-form-post';

interface Props {
  /** What every id of the form begins with: `booking` gives booking-form, booking-status, booking-name. */
  idPrefix: string;
  /** Where the form posts without JavaScript, in the page's edition. */
  action: string;
  /** Where the awake form posts, asking for JSON. */
  endpoint: string;
  /** The page's language: sent with the form, so the server answers in it. */
  lang: string;
  leadType: LeadType;
  /** The fields, in their order on the page. */
  fields: readonly LeadField[];
  words: LeadFormWords;
  /** The form's own behaviour: its module's address, and what the page hands it. */
  behaviour: { url: string; setup: unknown };
  initialValues?: Record<string, string>;
  initialErrors?: Record<string, string>;
  initialStatus?: LeadStatus;
}

export default function LeadForm({
  idPrefix,
  action,
  endpoint,
  lang,
  leadType,
  fields: pageFields,
  words,
  behaviour,
  initialValues,
  initialErrors,
  initialStatus,
}: Props) {
  const [fields, setFields] = useState(pageFields);
  const [names] = useState(() => pageFields.map((field) => field.name));
  const [awake, setAwake] = useState(false);
  const [preparing, setPreparing] = useState<string>();
  const started = useRef<Promise<LeadFormBehaviour>>(undefined);

  const engine = useFormPost({
    fields: names,
    endpoint,
    words,
    initialValues,
    initialErrors,
    initialStatus,
    post: async (body): Promise<Response | LeadStatus> =>
      (await startBehaviour()).post(body, (sent: URLSearchParams | FormData) => postForJson(endpoint, sent)),
    accepted: (answer, sent) => {
      const service = String(sent.get('service') ?? '');
      document.dispatchEvent(
        new CustomEvent(LEAD_EVENTS[leadType], { detail: { service, urgency: answer.urgency, edition: lang } }),
      );
      return { tone: 'success', text: answer.message, lead: service, urgency: answer.urgency, links: answer.links };
    },
  });
  const host = useRef<FormEngine<string>>(engine);
  host.current = engine;

  /**
   * Fetches and starts the form's behaviour, once; offline, a behaviour never fetched cannot be,
   * and the form offers Try again. It reaches the engine through a ref, so that it, and the
   * memoised fields it is handed to, stay the same from one render to the next.
   */
  const startBehaviour = useCallback(
    (): Promise<LeadFormBehaviour> =>
      (started.current ??= (
        import(/* @vite-ignore */ behaviour.url) as Promise<{ start: StartLeadFormBehaviour<unknown> }>
      ).then(({ start }) =>
        start({
          endpoint,
          setup: behaviour.setup,
          showAnswer: (response, sent, waited) => host.current.showAnswer(response, sent, waited),
          setStatus: (status) => host.current.setStatus(status),
          changeField: (name, change) =>
            setFields((current) => current.map((field) => (field.name === name ? { ...field, ...change } : field))),
        }),
      )),
    [],
  );
  // The first touch of the form (a tap, or focus from the keyboard) fetches the behaviour, as does
  // waking with one of its requests waiting.
  useEffect(() => {
    setAwake(true);
    const form = engine.formRef.current;
    if (!form) return;
    const onFirstTouch = () => void startBehaviour().catch(() => (started.current = undefined));
    if (postIsQueued(endpoint)) onFirstTouch();
    form.addEventListener('focusin', onFirstTouch);
    form.addEventListener('pointerdown', onFirstTouch);
    // Once, on waking: the form stays while the island does.
  }, []);

  const onFiles = useCallback(async (spec: LeadField, input: HTMLInputElement) => {
    const count = input.files?.length ?? 0;
    const tooMany = count > (spec.maxFiles ?? 1);
    host.current.setErrors((current) => ({ ...current, [spec.name]: tooMany ? spec.tooMany : undefined }));
    if (count === 0 || tooMany) return;
    setPreparing(spec.name);
    try {
      await (await startBehaviour()).prepareFiles?.(input);
    } catch {
      // Not prepared (an old browser, a picture it cannot decode): the originals go, and the server decides.
    } finally {
      setPreparing(undefined);
    }
  }, []);

  const { formRef, statusRef, summaryRef, values, errors, summary, status, sending } = engine;
  const preparingWords = fields.find((field) => field.name === preparing)?.preparing;
  return (
    <form
      ref={formRef}
      method="post"
      encType={fields.some((field) => field.type === 'file') ? 'multipart/form-data' : undefined}
      action={action}
      onSubmit={engine.onSubmit}
      id={`${idPrefix}-form`}
      className="space-y-5"
      data-testid={`${idPrefix}-form`}
      // The form's behaviour sends its own waiting posts: the deferred tasks leave them to it.
      {...{ [QUEUES_POSTS_ATTRIBUTE]: '' }}
    >
      {/* First: a post too large to read whole (photos) still hands back the edition and every field before its files. */}
      <HiddenFields idPrefix={idPrefix} honeypot={words.honeypot} lang={lang} />
      <ErrorSummary
        summaryRef={summaryRef}
        idPrefix={idPrefix}
        lang={lang}
        heading={words.summaryHeading}
        errors={summary}
      />
      {fields.map((field) => {
        const follows = awake && field.follows;
        const allowed = follows ? follows.allowed[values[follows.field] ?? ''] : undefined;
        return (
          <FormField
            key={field.name}
            idPrefix={idPrefix}
            spec={field}
            value={values[field.name] ?? ''}
            error={errors[field.name]}
            options={
              allowed
                ? field.options?.filter((option, index) => !index || allowed.includes(option.value))
                : field.options
            }
            preparing={preparing === field.name}
            onChange={engine.onFieldChange}
            onFiles={onFiles}
          />
        );
      })}
      <SubmitButton
        sending={sending || !!preparing}
        label={words.submit}
        sendingLabel={preparingWords ?? words.sending}
      />
      <StatusLine statusRef={statusRef} status={status} testId={`${idPrefix}-status`} leadType={leadType} />
      <AnswerLinks status={status} />
      <TryAgain status={status} label={words.tryAgain} />
    </form>
  );
}
