/**
 * A labelled text input with its inline error (role alert, tied by aria-describedby): the
 * one markup the shop's forms share. Each form passes its own class names.
 */
import type { InputHTMLAttributes } from 'react';

export interface TextFieldClasses {
  field: string;
  label: string;
  input: string;
  error: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'>;

export function TextField({
  id,
  label,
  value,
  error,
  classes,
  onValue,
  ...props
}: InputProps & { id: string; label: string; value: string; error?: string; classes: TextFieldClasses; onValue: (v: string) => void }) {
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input
        id={id}
        className={classes.input}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-err`} className={classes.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
