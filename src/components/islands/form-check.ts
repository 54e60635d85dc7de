/**
 * What the server would refuse, found before sending, in the page's words: each required field's
 * data-missing when it is empty or only spaces, data-invalid when the browser finds it malformed
 * (an e-mail address). The server checks again and has the last word. Shared by every form island.
 */
export function errorsBeforeSending<Name extends string>(
  form: HTMLFormElement,
  fields: readonly Name[],
): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const field of fields) {
    const input = form.elements.namedItem(field) as HTMLInputElement | null;
    if (!input) continue;
    const { missing, invalid } = input.dataset;
    if (input.required && input.value.trim() === '' && missing) errors[field] = missing;
    else if (input.value !== '' && !input.validity.valid && invalid) errors[field] = invalid;
  }
  return errors;
}
