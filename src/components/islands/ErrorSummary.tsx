/**
 * The error summary of the lead form island (./LeadForm.tsx), after a send that the form's own
 * check or the server refused, as GOV.UK's error summary: first in the form, it takes focus, its
 * heading says how many fields need attention, and it links to each of them by its error. It is
 * rendered only then, so the form's first load carries none of it.
 *
 * Focus: the engine moves it here after a send in the background (./use-form-post.ts); on the
 * server's answer page to a form posted without JavaScript, `autofocus` does. A link is a plain
 * `#field` link, which takes focus to its field without JavaScript too; awake, the island brings the
 * field's label into view with it (it sits above the field) and the address keeps no fragment.
 */
import type { MouseEvent, RefObject } from 'react';
import { pluralText, type PluralTexts } from '../../shared/plural-texts';

function toField(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(event.currentTarget.hash.slice(1));
  if (!field) return;
  event.preventDefault();
  document.querySelector(`label[for="${field.id}"]`)?.scrollIntoView();
  field.focus({ preventScroll: true });
}

export function ErrorSummary({
  summaryRef,
  idPrefix,
  lang,
  heading,
  errors,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  idPrefix: string;
  lang: string;
  heading: PluralTexts;
  /** Each field in error and its message, in the form's order. */
  errors: readonly (readonly [string, string])[];
}) {
  if (!errors.length) return null;
  return (
    // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the answer page to a refused post opens on its summary, as the awake form moves focus there
    <div ref={summaryRef} tabIndex={-1} autoFocus className="border-4 border-red-700 p-4">
      <div role="alert">
        <h2 className="text-xl font-semibold text-brand-navy">
          {pluralText(heading, lang, errors.length).replace('{n}', String(errors.length))}
        </h2>
        <ul className="mbs-2 space-y-2">
          {errors.map(([name, message]) => (
            <li key={name}>
              <a href={`#${idPrefix}-${name}`} onClick={toField} className="font-medium text-red-700 underline">
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
