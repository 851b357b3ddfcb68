import { PASSWORD_RULE_TEXT } from '@bankcsv/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';

const amplify = vi.hoisted(() => ({ resetPassword: vi.fn(), confirmResetPassword: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function send(email: string) {
  render(
    <MemoryRouter>
      <ForgotPasswordPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['not-an-email', 'Please enter a valid email address'],
  ])('validates %j', async (email, message) => {
    send(email);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(amplify.resetPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['UserNotFoundException', 'No account found with this email address'],
    ['InvalidParameterException', 'Invalid email address'],
    ['LimitExceededException', 'Too many reset attempts. Please try again later'],
    ['InternalErrorException', 'Failed to send reset email. Please try again'],
  ])('maps %s to the product message', async (name, message) => {
    amplify.resetPassword.mockRejectedValue(Object.assign(new Error('cognito says no'), { name }));
    send('a@b.co');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it("shows What's next? and finishes the reset with the e-mailed code", async () => {
    amplify.resetPassword.mockResolvedValue({ isPasswordReset: false });
    amplify.confirmResetPassword.mockResolvedValue(undefined);
    send('a@b.co');
    expect(await screen.findByText('Check your inbox for password reset instructions')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "What's next?" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    fireEvent.change(screen.getByLabelText('Reset code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'brand-new-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(amplify.confirmResetPassword).toHaveBeenCalledWith({
      username: 'a@b.co',
      confirmationCode: '123456',
      newPassword: 'brand-new-1',
    });
  });

  it(
    'shows the password rule up front and refuses a new password the policy ' + 'refuses, before Cognito sees it',
    async () => {
      amplify.resetPassword.mockResolvedValue({ isPasswordReset: false });
      send('a@b.co');
      await screen.findByText('Check your inbox for password reset instructions');
      expect(screen.getByText(PASSWORD_RULE_TEXT)).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Reset code'), { target: { value: '123456' } });
      for (const [password, message] of [
        ['1234567', 'Password must be at least 8 characters'],
        ['qwerty123', 'This password is too common. Please choose another.'],
      ]) {
        fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
        fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
        expect((await screen.findByRole('alert')).textContent).toBe(message);
      }
      expect(amplify.confirmResetPassword).not.toHaveBeenCalled();
    },
  );
});
