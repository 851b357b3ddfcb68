import type { InputHTMLAttributes, ReactNode } from 'react';
import './ui.css';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'children'
>;

interface TextFieldProps extends InputAttributes {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** Adds a muted '(optional)' after the label. */
  optional?: boolean;
  /** Extra classes for the wrapper, next to `field`. */
  className?: string;
  /** Hints or messages shown under the input. */
  children?: ReactNode;
}

/**
 * A labelled single-line input. Every other prop (type, autoComplete, inputMode, aria-*) goes to the input.
 * @example <TextField id="login-email" label="Email" type="email" autoComplete="email" value={email}
 * onChange={setEmail} />
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  optional = false,
  className,
  children,
  ...input
}: TextFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional ? (
          <>
            {' '}
            <span className="field-optional">(optional)</span>
          </>
        ) : null}
      </label>
      <input
        {...input}
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}
