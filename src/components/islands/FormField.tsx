/**
 * One labelled field of a form island, with its error: the contact form's and the visit request
 * form's, so that a field is written once. Memoised: a tap on Send re-renders only the button and
 * the status line, so the "Sending…" label paints sooner on a slow phone.
 *
 * Accessibility contract: a visible label tied to the field; an error is tied to it with
 * aria-describedby and aria-invalid. A required field carries the page's own wording of "missing"
 * and "not valid" (data-missing, data-invalid), which the page's script gives the browser's bubble
 * (src/browser/contact-form.ts) and the island's own check shows (./form-check.ts).
 */
import { memo } from 'react';

export interface FieldSpec {
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea';
  required: boolean;
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** A text area's height in lines. */
  rows?: number;
}

/** The page's wording of a required field left empty, or not valid, for the browser's own check. */
export interface FieldValidity {
  missing?: string;
  invalid?: string;
}

export interface FieldOption {
  value: string;
  label: string;
}

interface FormFieldProps<Name extends string> {
  /** What every id of the form begins with (`contact` gives contact-name, contact-name-error). */
  idPrefix: string;
  name: Name;
  spec: FieldSpec;
  label: string;
  value: string;
  error?: string;
  limit?: number;
  validity?: FieldValidity;
  /** A choice's options, in order. */
  options?: readonly FieldOption[];
  /** The id of a <datalist> of suggestions for a text field. */
  list?: string;
  onChange: (name: Name, value: string) => void;
}

function FormFieldOf<Name extends string>({
  idPrefix,
  name,
  spec,
  label,
  value,
  error,
  limit,
  validity,
  options,
  list,
  onChange,
}: FormFieldProps<Name>) {
  const { type, required, autoComplete, rows = 10 } = spec;
  const id = `${idPrefix}-${name}`;
  const props = {
    id,
    name,
    value,
    required,
    maxLength: limit,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'data-missing': validity?.missing,
    'data-invalid': validity?.invalid,
    className:
      'mt-1 block w-full max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-brand-ink aria-invalid:border-red-700',
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-brand-navy">
        {label}
      </label>
      {type === 'textarea' ? (
        <textarea cols={40} rows={rows} {...props} />
      ) : type === 'select' ? (
        <select {...props}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        // Addresses and numbers read left to right on the Arabic page too.
        <input
          type={type}
          size={40}
          autoComplete={autoComplete}
          list={list}
          dir={type === 'text' ? undefined : 'ltr'}
          {...props}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const FormField = memo(FormFieldOf) as typeof FormFieldOf;
