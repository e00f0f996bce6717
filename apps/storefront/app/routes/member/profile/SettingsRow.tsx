/**
 * One row of a settings panel (账户设置, 设置): the label with its hint, then the action, which
 * is a control passed as children or, given `to`, a link whose text is the children.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './profile.module.css';

export function SettingsRow({
  label,
  hint,
  hintTestId,
  htmlFor,
  to,
  testId,
  children,
}: {
  /** Without a label the row is just its action. */
  label?: string;
  hint?: ReactNode;
  hintTestId?: string;
  /** The control the label names (a switch): the label is then a real <label>. */
  htmlFor?: string;
  to?: string;
  /** The link's test id. */
  testId?: string;
  children: ReactNode;
}) {
  const text = label ? (
    <>
      {label}
      <small data-testid={hintTestId}>{hint}</small>
    </>
  ) : null;
  return (
    <li className={styles.row}>
      {text && htmlFor ? (
        <label htmlFor={htmlFor} className={styles.rowLabel}>
          {text}
        </label>
      ) : text ? (
        <span className={styles.rowLabel}>{text}</span>
      ) : null}
      {to ? (
        <Link to={to} className={styles.link} data-testid={testId}>
          {children}
        </Link>
      ) : (
        children
      )}
    </li>
  );
}
