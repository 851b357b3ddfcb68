import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailDomain, userLabel } from './events';
import { memorySink } from './memory-sink';
import { addSink, identify, resetAnalytics, track } from './track';

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  resetAnalytics();
  vi.restoreAllMocks();
});

describe('track()', () => {
  it('sends each event to every sink, with the signed-in user and their label', () => {
    const first = memorySink();
    const second = memorySink();
    identify({ userId: 'user-1', label: userLabel(false) });
    track('dashboard_view', { user_type: 'free_user' });
    for (const sink of [first, second]) {
      expect(sink.events).toEqual([
        { name: 'dashboard_view', fields: { user_type: 'free_user' }, user: { userId: 'user-1', label: 'free_user' } },
      ]);
      expect(sink.user).toEqual({ userId: 'user-1', label: 'free_user' });
    }
    identify({ userId: 'user-1', label: userLabel(true) });
    expect(first.user).toEqual({ userId: 'user-1', label: 'paying_user' });
    identify(null);
    track('page_view', { page_path: '/', page_title: 'BankCSV', page_location: 'https://bankcsv.co.za/' });
    expect(first.named('page_view')[0]?.user).toBeNull();
  });

  it('never sends an e-mail address, masks long numbers in file names and caps long texts', () => {
    const sink = memorySink();
    track('pdf_conversion_error', {
      file_name: 'Statement 62012345678 thandi@example.co.za.pdf',
      error_type: 'PROCESSING_FAILED',
      error_message: `Could not read the statement of thandi@example.co.za ${'x'.repeat(200)}`,
      component: 'conversion',
    });
    const { fields } = sink.named('pdf_conversion_error')[0]!;
    expect(fields.file_name).toBe('Statement ########### [email]');
    expect(fields.error_message.startsWith('Could not read the statement of [email] xxx')).toBe(true);
    expect(fields.error_message).toHaveLength(100);
    // Digits elsewhere are left alone: only file names carry account numbers.
    track('purchase', {
      selected_credits: 25,
      selected_amount: 50,
      currency: 'ZAR',
      value: 50,
      transaction_id: 'credits_user-1_1767225600000',
    });
    expect(sink.named('purchase')[0]?.fields.transaction_id).toBe('credits_user-1_1767225600000');
  });

  it('keeps only the domain of an address', () => {
    expect(emailDomain('Thandi@Example.CO.ZA')).toBe('example.co.za');
    expect(emailDomain('no-at-sign')).toBe('');
  });

  it('swallows a failing sink: the others still receive the event and the caller carries on', () => {
    addSink({
      send: () => {
        throw new Error('blocked');
      },
      identify: () => {
        throw new Error('blocked');
      },
    });
    const sink = memorySink();
    expect(() => identify({ userId: 'u', label: 'free_user' })).not.toThrow();
    expect(() => track('app_error', { error_type: 'TypeError', error_message: 'x', component: 'route' })).not.toThrow();
    expect(sink.named('app_error')).toHaveLength(1);
  });

  it('hands a sink that starts late the page the visitor is on, only when asked', () => {
    track('page_view', {
      page_path: '/blog',
      page_title: 'Blog | BankCSV',
      page_location: 'https://bankcsv.co.za/blog',
    });
    const plain = memorySink();
    expect(plain.events).toEqual([]);
    const late = { send: vi.fn() };
    const remove = addSink(late, { replayPageView: true });
    expect(late.send).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'page_view', fields: expect.objectContaining({ page_path: '/blog' }) }),
    );
    remove();
    track('dashboard_view', { user_type: 'free_user' });
    expect(late.send).toHaveBeenCalledTimes(1);
  });
});
