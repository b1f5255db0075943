import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

export { styles as formStyles };

function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

interface FieldParts {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** What ties a control to its hint and error for assistive technology. */
function controlAria({ id, hint, error }: FieldParts) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) };
}

/** The label above a control, and its hint and error below it: the frame every field shares. */
function Field({ id, label, hint, error, children }: FieldParts & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: FieldParts & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const parts = { id, label, hint, error };
  return (
    <Field {...parts}>
      <input id={id} className={styles.input} {...controlAria(parts)} {...input} />
    </Field>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  options,
  ...select
}: FieldParts & {
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const parts = { id, label, hint, error };
  return (
    <Field {...parts}>
      <select id={id} className={styles.input} {...controlAria(parts)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export type MessageTone = 'info' | 'success' | 'warning' | 'danger';

/** A form-level message; errors are announced at once, the rest politely. */
export function FormMessage({ tone, children }: { tone: MessageTone; children: ReactNode }) {
  return (
    <div className={styles.message} data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
