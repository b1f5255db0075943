'use client';

import { Button } from './button';
import { formStyles } from './form-fields';

/**
 * A reminder modal's body (sign up, deposit): its sentence, the one thing it suggests, focused first, and a way
 * to put it off that only closes it.
 */
export function ReminderContent({
  text,
  actionLabel,
  onAction,
  laterLabel,
  onClose,
}: {
  text: string;
  actionLabel: string;
  onAction: () => void;
  laterLabel: string;
  onClose: () => void;
}) {
  return (
    <div className={formStyles.form}>
      <p>{text}</p>
      <div className={formStyles.actions}>
        <Button onClick={onAction} data-autofocus>
          {actionLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {laterLabel}
        </Button>
      </div>
    </div>
  );
}
