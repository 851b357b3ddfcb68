import { describe, expect, it } from 'vitest';
import { measurePdf, type OpenPdf } from './measure-pdf';

const A4 = [0, 0, 595, 842];
const word = (str: string) => ({ str, transform: [1, 0, 0, 1, 50, 700], width: 40, height: 10 });

/** A PDF of A4 pages, each with the words given (none: a page that is only an image). */
function pdfOf(pages: string[][]): { open: OpenPdf; read: number[] } {
  const read: number[] = [];
  const open: OpenPdf = async () => ({
    numPages: pages.length,
    getPage: async (n) => ({
      view: A4,
      rotate: 0,
      getTextContent: async () => {
        read.push(n);
        return { items: (pages[n - 1] ?? []).map(word) };
      },
    }),
    destroy: async () => undefined,
  });
  return { open, read };
}

const bytes = new Uint8Array([37, 80, 68, 70]);

describe('measurePdf on a scan', () => {
  it('marks a PDF with no text on any page as scanned, at a credit a page', async () => {
    const { open } = pdfOf([[], [], []]);
    expect(await measurePdf(bytes, open)).toEqual({ pages: 3, credits: 3, scanned: true });
  });

  it('is not a scan when a later page has text (the server reads it), and stops reading at that page', async () => {
    const { open, read } = pdfOf([[], [], ['Statement'], [], []]);
    expect(await measurePdf(bytes, open)).toEqual({ pages: 5, credits: 5 });
    expect(read).toEqual([1, 2, 3]);
  });

  it('reads no further than the charge does when the first pages have text', async () => {
    const { open, read } = pdfOf([['Page 1 of 3'], ['Page 2 of 3'], ['Page 3 of 3']]);
    const charge = await measurePdf(bytes, open);
    expect(charge).toEqual({ pages: 3, credits: 3 });
    expect(charge).not.toHaveProperty('scanned');
    expect(read).toEqual([1, 2]);
  });
});
