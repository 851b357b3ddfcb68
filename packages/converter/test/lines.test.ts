import { describe, expect, it } from 'vitest';
import type { TextRun } from '../src/extract/types';
import { buildLines } from '../src/layout/lines';
import { runsFromTextItems } from '../src/page-charge';

const run = (x: number, width: number, text: string, y = 500, height = 8): TextRun => ({
  page: 1,
  x,
  y,
  width,
  height,
  text,
  angle: 0,
});

describe('figures rebuilt from their runs', () => {
  it('keeps the leading digits of a figure whose thousands are drawn wider apart (`15` `679.04` is 15 679.04)', () => {
    // As a soft-hyphen minus before a space-grouped figure extracts: the gap is twice a word space.
    const [line] = buildLines([
      run(40, 36, '17/03/2018'),
      run(189, 84, 'Admin Fee 2.00 incl. Vat'),
      run(466.9, 8, '15'),
      run(480.2, 22, '679.04'),
      run(523, 32.6, '18 588.40'),
    ]);
    expect(line?.cells.map((c) => c.text)).toEqual([
      '17/03/2018',
      'Admin Fee 2.00 incl. Vat',
      '15 679.04',
      '18 588.40',
    ]);
  });

  it('leaves a count and an amount in their own columns', () => {
    const [line] = buildLines([run(40, 80, 'Funds Received (Credits)'), run(196, 4, '9'), run(269, 31, '51,899.38')]);
    expect(line?.cells.map((c) => c.text)).toEqual(['Funds Received (Credits)', '9', '51,899.38']);
  });
});

describe('stamps and watermarks', () => {
  it(
    "a rotated stamp sharing a row's baseline and touching its figure is " + 'dropped; the figure keeps every digit',
    () => {
      const stamp = (x: number, y: number, text: string): TextRun => ({ ...run(x, 60, text, y, 12), angle: 5 });
      const lines = buildLines([
        run(46, 35, '05/03/2018', 521.4),
        run(148, 102, 'FNB App Payment To Vodacom', 521.4),
        run(430, 14, '8 902.93', 521.4),
        run(528, 27, '9 700.39', 521.4),
        stamp(419.6, 521.4, 'Capitec'),
        stamp(420.8, 507.7, '05/03/2025'),
        stamp(422, 494, 'Branch: 918044'),
      ]);
      expect(lines.map((l) => l.text)).toEqual(['05/03/2018 FNB App Payment To Vodacom 8 902.93 9 700.39']);
    },
  );

  it('text far larger than the body text (a watermark) is dropped', () => {
    const body = Array.from({ length: 6 }, (_, i) => run(40, 80, `Row ${i}`, 700 - i * 12));
    const lines = buildLines([...body, { ...run(150, 300, 'COPY', 500, 60) }]);
    expect(lines.map((l) => l.text)).toEqual(body.map((r) => r.text));
  });
});

describe('text items as pdfjs gives them', () => {
  // Before, a browser's print kept its ligatures: `Notiﬁcation Fee`, `Vida e Caﬀe` passed as the descriptions.
  it('gives ligatures back as the letters they join', () => {
    const item = (str: string, x: number) => ({ str, width: 60, height: 9, transform: [9, 0, 0, 9, x, 700] });
    const runs = runsFromTextItems(
      [item('Notiﬁcation Fee', 40), item('Vida e Caﬀe', 120), item('ﬂat ﬃx', 200)],
      [0, 0, 595, 842],
      1,
    );
    expect(runs.map((r) => r.text)).toEqual(['Notification Fee', 'Vida e Caffe', 'flat ffix']);
  });
});
