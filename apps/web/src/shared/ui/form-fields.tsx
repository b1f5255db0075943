import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

export { styles as formStyles };

function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: ReactNode; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
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

export function SelectField({
  id,
  label,
  hint,
  error,
  options,
  ...select
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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

export type MessageTone = 'info' | 'success' | 'warning' | 'danger';

/** A form-level message; errors are announced at once, the rest politely. */
export function FormMessage({ tone, children }: { tone: MessageTone; children: ReactNode }) {
  return (
    <div className={styles.message} data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
