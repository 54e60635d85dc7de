/**
 * The quote request form (spec sections 3, 4, 7). A real HTML form that posts to /contact/send,
 * so it works with JavaScript off; once hydrated it sends in the background to /mail.php and
 * shows the answer as text, never as markup.
 *
 * It runs on the form engine it shares with the visit request form (FormField, FormParts, form-check, use-form-post: the fields, the check
 * before sending, the post and its answer's states, with their accessibility contract). Every
 * field has a visible label; a field's error is tied to it, and focus moves to the first field in
 * error; the status area is a live region that takes focus after a send whose answer it shows; the
 * submit button is disabled only while a send is in flight. A message the server could not store
 * (503) keeps every field and offers "Try again".
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
import { useState } from 'react';
import type { FieldSpec } from './FormField';
import { EngineForm, serviceOptions, type FormIslandProps, type FormWords } from './FormParts';
import { useFormPost } from './use-form-post';

type Field = 'name' | 'email' | 'mobile' | 'service' | 'message';

export type ContactFormLabels = FormWords & Record<Field, string>;

type Props = FormIslandProps<Field, ContactFormLabels>;

/** The form's fields, in their order on the page, and how each is typed in: its input kind and autofill hint. */
const FIELD_INPUTS = {
  name: { type: 'text', required: true, autoComplete: 'name' },
  email: { type: 'email', required: true, autoComplete: 'email' },
  mobile: { type: 'tel', required: false, autoComplete: 'tel' },
  service: { type: 'select', required: false, autoComplete: undefined },
  message: { type: 'textarea', required: true, autoComplete: undefined },
} satisfies Record<Field, FieldSpec>;
const FIELDS = Object.keys(FIELD_INPUTS) as Field[];

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
  const engine = useFormPost({
    fields: FIELDS,
    endpoint,
    words: labels,
    initialValues,
    initialErrors,
    initialStatus,
    accepted: (answer, sent) => {
      const lead = String(sent.get('service') ?? '');
      document.dispatchEvent(new CustomEvent('quote-sent', { detail: { service: lead, edition: lang } }));
      return { tone: 'success', text: answer.message, lead };
    },
  });
  // Built once: a new array on each render would re-render the memoised field on every keystroke.
  const [options] = useState(() => ({ service: serviceOptions(labels, services) }));

  return (
    <EngineForm
      idPrefix="contact"
      action={action}
      engine={engine}
      fields={FIELDS}
      inputs={FIELD_INPUTS}
      words={labels}
      lang={lang}
      limits={limits}
      validity={validity}
      options={options}
    />
  );
}
