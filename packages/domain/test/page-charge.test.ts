import { describe, expect, it } from 'vitest';
import {
  CHARGE_RULE_TEXT,
  NO_CREDITS_REASON,
  TEXT_CHARS_PER_STATEMENT_PAGE,
  chargePreviewLines,
  statementPagesOnText,
} from '../src';

describe('statementPagesOnText', () => {
  it('counts distinct page numbers, in English and Afrikaans, and 1 for a page without any', () => {
    expect(statementPagesOnText(['Page 1 of 4    Page 2 of 4', 'Bladsy 3 van 4', 'Page 3/4'], 500)).toBe(3);
    expect(statementPagesOnText(['Page 5 of 4', 'Opening balance'], 500)).toBe(1);
    expect(statementPagesOnText([], 0)).toBe(1);
  });

  it('counts a page with the text of several statement pages by its text', () => {
    expect(statementPagesOnText(['Page 1 of 9'], 3 * TEXT_CHARS_PER_STATEMENT_PAGE + 10)).toBe(3);
  });
});

describe('chargePreviewLines', () => {
  it('states the pages and credits a file will take, and the balance', () => {
    expect(chargePreviewLines({ charge: { pages: 3, credits: 3 }, balance: 5 })).toEqual([
      'This statement has 3 pages and will take 3 credits. You have 5 credits.',
    ]);
    expect(chargePreviewLines({ charge: { pages: 1, credits: 1 }, balance: 1 })).toEqual([
      'This statement has 1 page and will take 1 credit. You have 1 credit.',
    ]);
  });

  it('says why the credits differ from the pages (area in A4 pages, pages printed to a sheet)', () => {
    expect(chargePreviewLines({ charge: { pages: 2, credits: 12 }, balance: 20 })).toEqual([
      'This statement has 2 pages, counted as 12 A4 pages, and will take 12 credits. You have 20 credits.',
    ]);
  });

  it('says a statement with no text on its pages is a scan read by OCR, at the same price', () => {
    expect(chargePreviewLines({ charge: { pages: 3, credits: 3, scanned: true }, balance: 10 })).toEqual([
      'This statement has 3 pages (scanned: read by OCR) and will take 3 credits. You have 10 credits.',
    ]);
    expect(chargePreviewLines({ charge: { pages: 2, credits: 12, scanned: true }, balance: 20 })[0]).toBe(
      'This statement has 2 pages (scanned: read by OCR), counted as 12 A4 pages, and will take 12 credits. You have ' +
        '20 credits.',
    );
  });

  it('warns when the balance falls short of the charge', () => {
    expect(chargePreviewLines({ charge: { pages: 12, credits: 12 }, balance: 10 })[1]).toBe(
      'That is 2 credits more than you have, so the conversion would be refused.',
    );
  });

  it('says why Confirm is disabled at 0 credits', () => {
    expect(chargePreviewLines({ charge: { pages: 3, credits: 3 }, balance: 0 })).toEqual([
      'This statement has 3 pages and will take 3 credits. You have 0 credits.',
      'Confirm is unavailable: you have 0 credits, and a conversion needs at least 1.',
    ]);
    expect(chargePreviewLines({ balance: 0 })).toEqual([`${CHARGE_RULE_TEXT} You have 0 credits.`, NO_CREDITS_REASON]);
  });
});
