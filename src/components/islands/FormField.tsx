/**
 * One labelled field of the lead form island, with its error, as the page describes it
 * (`LeadField`, src/shared/lead-form.ts). Memoised: a tap on Send re-renders only the button and
 * the status line, so the "Sending…" label paints sooner on a slow phone.
 *
 * Accessibility contract: a visible label tied to the field; an error is tied to it with
 * aria-describedby and aria-invalid. A required field carries the page's own wording of "missing"
 * and "not valid" (data-missing, data-invalid), which the page's script gives the browser's bubble
 * (src/browser/lead-form/page-script.ts) and the island's own check shows (./form-check.ts).
 *
 * A file field (the visit request's photos) is the browser's own: it posts the files as they are
 * when the island is asleep or JavaScript is off. Awake, a pick goes to `onFiles`, and the line
 * under the field says while the files are prepared.
 */
import { memo, type ChangeEvent } from 'react';
import type { FieldOption, LeadField } from '../../shared/lead-form';

interface FormFieldProps {
  /** What every id of the form begins with (`contact` gives contact-name, contact-name-error). */
  idPrefix: string;
  spec: LeadField;
  value: string;
  error?: string;
  /** A choice's options as they stand now (they may follow another field's value). */
  options?: readonly FieldOption[];
  /** A file field's files are being prepared. */
  preparing?: boolean;
  onChange: (name: string, value: string) => void;
  onFiles: (spec: LeadField, input: HTMLInputElement) => void;
}

/**
 * `target:scroll-mbs-16`: a field reached by the error summary's link (./ErrorSummary.tsx, a
 * `#field` link without JavaScript) lands with its label, up to two lines of it, in view above it,
 * below the fixed bar. Only then: a field brought into view by Tab keeps the bar's margin alone, so
 * the message box still fits whole in a 320 × 256 window (400% zoom).
 */
const INPUT_CLASSES =
  'mt-1 block w-full max-w-full target:scroll-mbs-16 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-brand-ink aria-invalid:border-red-700';

function FormFieldOf({ idPrefix, spec, value, error, options, preparing, onChange, onFiles }: FormFieldProps) {
  const { name, type, required = false, autoComplete, rows = 10, suggestions } = spec;
  const id = `${idPrefix}-${name}`;
  const described = [spec.help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  const typed = {
    ...common,
    value,
    maxLength: spec.limit,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(name, event.target.value),
    'data-missing': spec.missing,
    'data-invalid': spec.invalid,
    className: INPUT_CLASSES,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-brand-navy">
        {spec.label}
      </label>
      {type === 'textarea' ? (
        <textarea cols={40} rows={rows} {...typed} />
      ) : type === 'select' ? (
        <select {...typed}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : type === 'file' ? (
        <input
          type="file"
          accept={spec.accept}
          multiple={(spec.maxFiles ?? 1) > 1}
          onChange={(event) => onFiles(spec, event.currentTarget)}
          className="mt-1 block w-full max-w-full target:scroll-mbs-16 text-base text-brand-ink"
          {...common}
        />
      ) : (
        // Addresses and numbers read left to right on the Arabic page too.
        <input
          type={type}
          size={40}
          autoComplete={autoComplete}
          list={suggestions ? `${id}-suggestions` : undefined}
          dir={type === 'text' ? undefined : 'ltr'}
          {...typed}
        />
      )}
      {suggestions ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {spec.help ? (
        <p id={`${id}-help`} className="mt-1 text-sm" aria-live="polite">
          {preparing ? spec.preparing : spec.help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const FormField = memo(FormFieldOf);
