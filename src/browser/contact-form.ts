/**
 * The form pages' own script (the contact page and the visit request page), inline right after the
 * form (InlineScript.astro in ContactPage.astro and BookingPage.astro), so it runs before the first
 * paint and long before the form's island wakes; other pages never carry it.
 */
import { guardFormPosts } from './form-posts.ts';

/**
 * The browser's own bubble for an empty or malformed field says it in the page's language (the
 * field's data-missing and data-invalid, ContactForm.tsx), not the browser's: an Arabic page in an
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
 * this site they followed a link from. The island takes both over when it wakes.
 */
function prefillQuote() {
  const page = document.querySelector<HTMLInputElement>('input[name=page]');
  const choice = document.querySelector<HTMLSelectElement>('select[name=service]');
  if (!page || !choice) return;
  const service = new URLSearchParams(location.search).get('service');
  if (service) choice.value = service;
  const from = document.referrer ? new URL(document.referrer) : undefined;
  page.value =
    service && choice.value == service
      ? location.pathname.replace(/[^/]+$/, 'service/') + service
      : from?.origin == location.origin
        ? from.pathname
        : '';
}

export function startContactForm(): void {
  guardFormPosts();
  speakThePagesLanguage();
  prefillQuote();
}
