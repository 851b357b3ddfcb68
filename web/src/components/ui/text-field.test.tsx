import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormError } from './form-error';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('labels the input, passes its attributes through and reports plain values', () => {
    const onChange = vi.fn();
    render(
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        value=""
        disabled
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.id).toBe('login-email');
    expect(input.className).toBe('field-input');
    expect(input.type).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.disabled).toBe(true);
    expect(input.parentElement?.className).toBe('field');
    fireEvent.change(input, { target: { value: 'a@b.co' } });
    expect(onChange).toHaveBeenCalledWith('a@b.co');
  });

  it('marks optional fields and renders hints under the input', () => {
    render(
      <TextField
        id="promo"
        label="Promo code"
        optional
        className="promo-field"
        value="X"
        aria-describedby="promo-hint"
        onChange={vi.fn()}
      >
        <p id="promo-hint">Hint</p>
      </TextField>,
    );
    const input = screen.getByLabelText('Promo code (optional)');
    expect(input.getAttribute('aria-describedby')).toBe('promo-hint');
    expect(input.parentElement?.className).toBe('field promo-field');
    expect(input.nextElementSibling?.textContent).toBe('Hint');
  });
});

describe('FormError', () => {
  it('renders an alert only while there is a message', () => {
    const { rerender } = render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError message="Please fill in all fields" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please fill in all fields');
    expect(alert.className).toBe('notice notice-error');
  });
});
