'use client';

import styles from './betslip.module.css';
import { useSlipText } from './use-slip-text';

export interface SlipMessage {
  key: string;
  values: Readonly<Record<string, string | number>>;
  kind: 'error' | 'warning';
}

/** Errors (they block placement) and warnings (they do not), each with its message key's text. */
export function SlipMessages({ id, messages }: { id?: string; messages: readonly SlipMessage[] }) {
  const text = useSlipText();
  if (messages.length === 0) return null;
  const seen = new Set<string>();
  const unique = messages.filter((m) => {
    const signature = `${m.kind}:${m.key}`;
    if (seen.has(signature)) return false;
    seen.add(signature);
    return true;
  });
  return (
    <ul id={id} className={styles.messages}>
      {unique.map((message) => (
        <li key={`${message.kind}:${message.key}`} className={styles.message} data-kind={message.kind}>
          {text(message.key, message.values)}
        </li>
      ))}
    </ul>
  );
}
