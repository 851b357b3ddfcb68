import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterSuccess } from './register-success';

afterEach(cleanup);

describe('RegisterSuccess', () => {
  it('names the free credits received', () => {
    render(<RegisterSuccess credits={10} />);
    expect(screen.getByText('You received 10 free credits.')).toBeTruthy();
  });

  it(
    'tells an address that had its free credits on an earlier account that ' + 'none were added, with the true balance',
    () => {
      render(<RegisterSuccess credits={0} signupBonusUsedBefore />);
      expect(
        screen.getByText(
          'This address already received its free credits on an earlier account, ' +
            'so none were added this time. Your balance is 0 credits.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText(/will appear on your dashboard/)).toBeNull();
    },
  );
});
