import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversion } from '../../../lib/conversions';
import { completedConversion } from '../../../testing/conversion';
import { StatementFiles } from './statement-files';

const api = vi.hoisted(() => ({ setAccountNumber: vi.fn() }));
vi.mock('../conversions-api', () => api);

const clean = { unknownDates: 0, unknownAmounts: 0 } as Conversion['dataQuality'];
const needing = (remembered?: string): Conversion =>
  completedConversion({
    bank: 'Capitec',
    formats: [],
    dataQuality: clean,
    accountNumbers: [{ section: 0, key: 'capitec|account|1/1', ...(remembered ? { remembered } : {}) }],
  });

function renderFiles(conversion: Conversion) {
  const onUpdated = vi.fn();
  render(<StatementFiles conversion={conversion} downloading={undefined} onDownload={vi.fn()} onUpdated={onUpdated} />);
  return { onUpdated };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the account number a statement does not print', () => {
  it('is asked for before OFX and QBO are offered, and says why they are missing', () => {
    renderFiles(needing());
    expect(screen.getByLabelText('Account number')).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: /Download OFX/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Download QBO/ })).toBeNull();
    expect(
      screen.getByText(
        'OFX and QBO need the account number, which was not found on the statement: enter it below to get them.',
      ),
    ).toBeTruthy();
  });

  it('refuses anything but 6 to 16 digits with a message beside the field, sending nothing', () => {
    renderFiles(needing());
    const field = screen.getByLabelText('Account number');
    fireEvent.change(field, { target: { value: '12a45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use for OFX and QBO' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter the account number as 6 to 16 digits (spaces and dashes are fine).',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.setAccountNumber).not.toHaveBeenCalled();
  });

  it('starts with the number given for the account before, and sends its digits', async () => {
    const updated = completedConversion({ formats: ['ofx', 'qbo'] });
    api.setAccountNumber.mockResolvedValue(updated);
    const { onUpdated } = renderFiles(needing('1234567890'));
    const field = screen.getByLabelText('Account number');
    expect(field).toHaveProperty('value', '1234567890');
    fireEvent.change(field, { target: { value: '1234 567 891' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use for OFX and QBO' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(updated));
    expect(api.setAccountNumber).toHaveBeenCalledWith('c1', '1234567891', 0);
  });

  it('shows the server refusal beside the field', async () => {
    api.setAccountNumber.mockRejectedValue(new Error('This conversion changed meanwhile.'));
    renderFiles(needing('1234567890'));
    fireEvent.click(screen.getByRole('button', { name: 'Use for OFX and QBO' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This conversion changed meanwhile.');
  });

  it('is not asked for once given, nor where a line without a date keeps OFX back', () => {
    const given = needing();
    renderFiles({
      ...given,
      formats: ['ofx', 'qbo'],
      accountNumbers: [{ section: 0, key: 'k', given: '1234567890' }],
    });
    expect(screen.queryByLabelText('Account number')).toBeNull();
    expect(screen.getByRole('button', { name: /Download OFX/ })).toBeTruthy();
    cleanup();
    renderFiles({ ...needing(), dataQuality: { unknownDates: 1, unknownAmounts: 0 } as Conversion['dataQuality'] });
    expect(screen.queryByLabelText('Account number')).toBeNull();
  });

  it('can be corrected once given: the field starts with it, and both files are made with the new one', async () => {
    const given = { ...needing(), formats: ['ofx', 'qbo'] } as Conversion;
    const before = { ...given, accountNumbers: [{ section: 0, key: 'k', given: '1234567890' }] };
    const after = { ...given, accountNumbers: [{ section: 0, key: 'k', given: '1234567891' }] };
    api.setAccountNumber.mockResolvedValue(after);
    const { onUpdated } = renderFiles(before);
    expect(screen.queryByLabelText('Account number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change account number' }));
    const field = screen.getByLabelText('Account number');
    expect(field).toHaveProperty('value', '1234567890');
    fireEvent.change(field, { target: { value: '1234567891' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use for OFX and QBO' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(after));
    expect(api.setAccountNumber).toHaveBeenCalledWith('c1', '1234567891', 0);
    expect(screen.queryByLabelText('Account number')).toBeNull();
  });
});
