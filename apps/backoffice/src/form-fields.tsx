import type { FormHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { t } from './i18n';

/**
 * Where a field's label stands. `wrapped`: the label holds its control, which needs no id. `beside`: the label comes
 * first and points at the control by id, for a row whose flex layout spaces its items. `spaced`: the same with a
 * space between them, for fields in running inline text.
 */
export type Layout = 'wrapped' | 'beside' | 'spaced';

/** A label and its control; the label's text is the control's accessible name, which the e2e specs look it up by. */
function Labelled({
  label,
  layout,
  id,
  control,
}: {
  label: string;
  layout: Layout;
  id: string | undefined;
  control: (id: string | undefined) => ReactNode;
}) {
  const own = useId();
  if (layout === 'wrapped') {
    return (
      <label htmlFor={id}>
        {label}
        {control(id)}
      </label>
    );
  }
  const joined = id ?? own;
  return (
    <>
      <label htmlFor={joined}>{label}</label>
      {layout === 'spaced' ? ' ' : null}
      {control(joined)}
    </>
  );
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'>;

export interface FieldProps extends InputAttributes {
  label: string;
  value: string;
  onValue: (value: string) => void;
  layout?: Layout;
}

/** A labelled text input; `inputMode`, `required`, `minLength` and the like pass through to the input. */
export function Field({ label, value, onValue, layout = 'wrapped', id, ...attributes }: FieldProps) {
  return (
    <Labelled
      label={label}
      layout={layout}
      id={id}
      control={(inputId) => (
        <input {...attributes} id={inputId} value={value} onChange={(event) => onValue(event.target.value)} />
      )}
    />
  );
}

/** The reason a staff step gives, which the audit log keeps; each API says how long it must be. */
export function ReasonField({
  label = t('trading.reason'),
  ...props
}: Omit<FieldProps, 'label'> & { label?: string }) {
  return <Field label={label} {...props} />;
}

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>;

/** A labelled choice; its options are the children. */
export function SelectField({
  label,
  value,
  onValue,
  layout = 'wrapped',
  id,
  children,
  ...attributes
}: SelectAttributes & {
  label: string;
  value: string | number;
  onValue: (value: string) => void;
  layout?: Layout;
  children: ReactNode;
}) {
  return (
    <Labelled
      label={label}
      layout={layout}
      id={id}
      control={(selectId) => (
        <select {...attributes} id={selectId} value={value} onChange={(event) => onValue(event.target.value)}>
          {children}
        </select>
      )}
    />
  );
}

/**
 * A form of fields and one submit button that runs `onSubmit` (the page does not reload). With a `legend` the fields
 * and the button are grouped in a fieldset under it; `after` follows the button inside the form (a field error).
 */
export function StepForm({
  onSubmit,
  submit,
  disabled,
  primary = false,
  legend,
  after,
  children,
  ...attributes
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  onSubmit: () => void;
  submit: ReactNode;
  disabled?: boolean;
  primary?: boolean;
  legend?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const body = (
    <>
      {children}
      <button type="submit" className={primary ? 'primary' : undefined} disabled={disabled}>
        {submit}
      </button>
      {after}
    </>
  );
  return (
    <form
      {...attributes}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {legend === undefined ? (
        body
      ) : (
        <fieldset>
          <legend>{legend}</legend>
          {body}
        </fieldset>
      )}
    </form>
  );
}

/** A button that runs a step at once, with no fields of its own (the reason, if any, is a field beside it). */
export function StepButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
