import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED, TOO_MANY_ATTEMPTS, TOTP_CODE_FORMAT, TOTP_CODE_WRONG } from './auth-errors';
import { formatSetupKey, setupUri } from './two-step';
import { TWO_STEP_LOAD_FAILED, TWO_STEP_TURNED_OFF, TWO_STEP_TURNED_ON, TwoStepDialog } from './two-step-dialog';

const amplify = vi.hoisted(() => ({
  fetchAuthSession: vi.fn(),
  fetchMFAPreference: vi.fn(),
  setUpTOTP: vi.fn(),
  verifyTOTPSetup: vi.fn(),
  updateMFAPreference: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => amplify);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const cognitoError = (name: string) => Object.assign(new Error(name), { name });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { payload: { sub: 'user-1' } } } });
  amplify.fetchMFAPreference.mockResolvedValue({});
  amplify.setUpTOTP.mockResolvedValue({ sharedSecret: SECRET, getSetupUri: () => new URL('otpauth://unused') });
  amplify.verifyTOTPSetup.mockResolvedValue(undefined);
  amplify.updateMFAPreference.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function renderDialog() {
  const onClose = vi.fn();
  render(<TwoStepDialog email="thandi@example.co.za" onClose={onClose} />);
  return { onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Two-step sign-in' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const enterCode = (code: string) => {
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.click(button('Verify and turn on'));
};

async function openSetup() {
  renderDialog();
  fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
  await screen.findByLabelText('6-digit code');
}

describe('two-step setup helpers', () => {
  it('groups the key in fours and builds the otpauth link authenticator apps read', () => {
    expect(formatSetupKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    const text = setupUri('JBSWY3DPEHPK3PXP', 'a+b@example.co.za');
    expect(text.startsWith('otpauth://totp/BankCSV:a%2Bb%40example.co.za?')).toBe(true);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'BankCSV',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('TwoStepDialog', () => {
  it('is off by default and says what turning it on does', async () => {
    renderDialog();
    expect(screen.getByRole('status').textContent).toContain('Checking');
    await screen.findByText('Two-step sign-in is off.');
    expect(dialog().textContent).toContain('a 6-digit code from an authenticator app');
    await waitFor(() => expect(document.activeElement).toBe(button('Turn on')));
    expect(amplify.setUpTOTP).not.toHaveBeenCalled();
  });

  it(
    'shows the key for manual entry and the otpauth link, then verifies the ' + 'code and makes TOTP preferred',
    async () => {
      await openSetup();
      expect(amplify.setUpTOTP).toHaveBeenCalledOnce();
      expect(dialog().querySelector('code')?.textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
      const link = screen.getByRole('link', { name: 'open the setup link' });
      expect(link.getAttribute('href')).toBe(setupUri(SECRET, 'thandi@example.co.za'));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('6-digit code')));
      enterCode('123 456');
      expect((await screen.findByRole('status')).textContent).toBe(TWO_STEP_TURNED_ON);
      expect(amplify.verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
      expect(amplify.updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' });
      // Focus moves to the new step's first control once it has rendered.
      await waitFor(() => expect(document.activeElement).toBe(button('Turn off')));
    },
  );

  it('asks for six digits before sending anything', async () => {
    await openSetup();
    enterCode('12345');
    expect((await screen.findByRole('alert')).textContent).toBe(TOTP_CODE_FORMAT);
    expect(amplify.verifyTOTPSetup).not.toHaveBeenCalled();
  });

  it('keeps the setup open on a wrong code, says so, and accepts the next one', async () => {
    amplify.verifyTOTPSetup.mockRejectedValueOnce(cognitoError('EnableSoftwareTokenMFAException'));
    await openSetup();
    enterCode('000000');
    expect((await screen.findByRole('alert')).textContent).toBe(TOTP_CODE_WRONG);
    const field = screen.getByLabelText('6-digit code') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(amplify.updateMFAPreference).not.toHaveBeenCalled();
    enterCode('654321');
    expect((await screen.findByRole('status')).textContent).toBe(TWO_STEP_TURNED_ON);
  });

  it('says the session expired when Cognito no longer accepts the tokens', async () => {
    amplify.verifyTOTPSetup.mockRejectedValue(cognitoError('NotAuthorizedException'));
    await openSetup();
    enterCode('123456');
    expect((await screen.findByRole('alert')).textContent).toBe(SESSION_EXPIRED);
  });

  it('says to wait when Cognito throttles', async () => {
    amplify.setUpTOTP.mockRejectedValue(cognitoError('LimitExceededException'));
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY_ATTEMPTS);
    expect(button('Turn on').disabled).toBe(false);
  });

  it('cancelling the setup goes back to off without changing anything', async () => {
    await openSetup();
    fireEvent.click(button('Cancel'));
    await screen.findByText('Two-step sign-in is off.');
    expect(amplify.verifyTOTPSetup).not.toHaveBeenCalled();
    expect(amplify.updateMFAPreference).not.toHaveBeenCalled();
  });

  it('when on, turning off asks first and then disables TOTP', async () => {
    amplify.fetchMFAPreference.mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    renderDialog();
    await screen.findByText('Two-step sign-in is on.');
    fireEvent.click(button('Turn off'));
    expect(dialog().textContent).toContain('Turn off two-step sign-in?');
    await waitFor(() => expect(document.activeElement).toBe(button('Keep it on')));
    fireEvent.click(button('Keep it on'));
    await screen.findByText('Two-step sign-in is on.');
    expect(amplify.updateMFAPreference).not.toHaveBeenCalled();
    fireEvent.click(button('Turn off'));
    fireEvent.click(button('Turn off'));
    expect((await screen.findByRole('status')).textContent).toBe(TWO_STEP_TURNED_OFF);
    expect(amplify.updateMFAPreference).toHaveBeenCalledWith({ totp: 'DISABLED' });
    expect(screen.getByText('Two-step sign-in is off.')).toBeTruthy();
  });

  it('keeps the confirmation open with the reason when turning off fails', async () => {
    amplify.fetchMFAPreference.mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    amplify.updateMFAPreference.mockRejectedValue(cognitoError('TooManyRequestsException'));
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    fireEvent.click(button('Turn off'));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY_ATTEMPTS);
    expect(button('Keep it on')).toBeTruthy();
  });

  it('tells a Google user that Google two-step settings apply, and offers nothing to turn on', async () => {
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { sub: 'u', identities: [{ providerName: 'Google' }] } } },
    });
    renderDialog();
    await screen.findByText(/You sign in with Google/);
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    expect(amplify.fetchMFAPreference).not.toHaveBeenCalled();
  });

  it('offers a retry when the setting cannot be read', async () => {
    amplify.fetchMFAPreference.mockRejectedValueOnce(new Error('network down'));
    renderDialog();
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_STEP_LOAD_FAILED);
    fireEvent.click(button('Try again'));
    await screen.findByText('Two-step sign-in is off.');
  });
});
