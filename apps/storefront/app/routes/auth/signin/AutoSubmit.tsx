/**
 * A one-shot server step done by a POST to the route's action (never in a loader, so it
 * cannot race the root loader's session upkeep): the form submits itself after hydration,
 * and its button does the same without JavaScript.
 */
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import styles from './signin.module.css';

export function AutoSubmit({ fields, label, busyText }: { fields: Record<string, string>; label: string; busyText: string }) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    form.current?.requestSubmit();
  }, []);
  return (
    <Form method="post" ref={form} replace className={styles.handoff}>
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <p className={styles.lead} role="status">
        {busyText}
      </p>
      <button type="submit" className="btn btn-primary">
        {label}
      </button>
    </Form>
  );
}
