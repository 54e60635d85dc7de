/**
 * A form posting natively (no island awake yet, or no JavaScript for it) shows that it is sending
 * and is not sent twice; back from the answer page, a form kept in the back/forward cache can be
 * sent again. Its button names its sending label in data-sending. Only pages with such a form carry
 * this (the form pages' script, ./page-script.ts), not the frame script every page carries.
 */
export function guardFormPosts(): void {
  addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const button = form.querySelector<HTMLElement>('[data-sending]');
    if (event.defaultPrevented || !button) return;
    if (form.dataset.sent) return event.preventDefault();
    form.dataset.sent = button.textContent!;
    button.textContent = button.dataset.sending!;
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    document.querySelectorAll<HTMLFormElement>('form[data-sent]').forEach((form) => {
      form.querySelector('[data-sending]')!.textContent = form.dataset.sent!;
      delete form.dataset.sent;
    });
  });
}
