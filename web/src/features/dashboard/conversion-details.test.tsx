import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversion } from '../../lib/conversions';
import { completedConversion } from '../../testing/conversion';
import { ConversionDetails } from './conversion-details';

const completed = (pages: number, creditsUsed: number): Conversion =>
  completedConversion({
    fileName: 'statement.pdf',
    originalFileName: 'statement.pdf',
    fileSize: 2048,
    pages,
    creditsUsed,
    createdAt: '2026-03-01T08:30:00Z',
  });

afterEach(cleanup);

describe('charge on a history row', () => {
  it('says why a page larger than A4 cost more than one credit', () => {
    render(<ConversionDetails conversion={completed(1, 60)} status="completed" />);
    expect(screen.getByText('1 page, counted as 60 A4 pages: 60 credits used')).toBeTruthy();
  });

  it('keeps the plain count when every page is A4-sized', () => {
    render(<ConversionDetails conversion={completed(3, 3)} status="completed" />);
    expect(screen.getByText('3 pages · 3 credits used')).toBeTruthy();
  });
});
