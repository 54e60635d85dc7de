/**
 * The form pages' own script (the contact page and the visit request page), inline right after the
 * form (InlineScript.astro in ContactPage.astro and VisitRequestPage.astro), so it runs before the first
 * paint and long before the form's island wakes; other pages never carry it.
 */
import { guardFormPosts } from './native-post.ts';

/**
 * The browser's own bubble for an empty or malformed field says it in the page's language (the
 * field's data-missing and data-invalid, src/lib/lead-forms.ts), not the browser's: an Arabic page in an
 * English browser answers in Arabic. Typing clears it, so the browser checks afresh.
 */
function speakThePagesLanguage() {
  addEventListener(
    'invalid',
    (event) => {
      const field = event.target as HTMLInputElement;
      const { missing, invalid } = field.dataset;
      if (missing || invalid) field.setCustomValidity((field.validity.valueMissing ? missing : invalid) || '');
    },
    true,
  );
  addEventListener('input', (event) => (event.target as HTMLInputElement).setCustomValidity?.(''), true);
}

/**
 * A quote link (`/contact?service=hvac…`) or a "Book a visit" link (`/book?service=hvac…`) chooses
 * its service in the form at once, and the form
 * says which page the visitor came from: that service's page in this edition, else the page of
 * this site they followed a link from. "Ask for this plan" on the plans page adds the plan and the
 * size, in the page's words (`&plan=Standard plan&size=3-bedroom villa`), which start the message.
 * The island takes all of it over when it wakes.
 */
function prefillQuote() {
  const page = document.querySelector<HTMLInputElement>('input[name=page]');
  const choice = document.querySelector<HTMLSelectElement>('select[name=service]');
  const message = document.querySelector<HTMLTextAreaElement>('textarea[name=message]');
  if (!page || !choice) return;
  const query = new URLSearchParams(location.search);
  const service = query.get('service');
  const plan = query.get('plan');
  if (service) choice.value = service;
  if (plan && message && !message.value) message.value = `${[plan, query.get('size')].filter(Boolean).join(' — ')}\n`;
  const from = document.referrer ? new URL(document.referrer) : undefined;
  page.value =
    service && choice.value == service && !plan
      ? location.pathname.replace(/[^/]+$/, 'service/') + service
      : from?.origin == location.origin
        ? from.pathname
        : '';
}

export function startLeadFormPage(): void {
  guardFormPosts();
  speakThePagesLanguage();
  prefillQuote();
}
