import { describe, expect, it } from 'vitest';
import { markLostMinus, type PlacedFigure } from '../src/layout/lost-minus';
import { parseAmount } from '../src/parse/amount';

// pdfjs drops a soft-hyphen minus without moving the digits after it: the figure ends short of its column.

const at = (text: string, x1: number, height = 8.5): PlacedFigure => ({ x1, height, text, amount: parseAmount(text)! });
const lost = (col: PlacedFigure[]) => col.map((f) => f.amount.lost === true);

describe('a minus the text layer dropped', () => {
  it(
    'a bare figure ending a hyphen short of the edge its right-aligned ' + 'column shares lost its soft-hyphen minus',
    () => {
      const col = [
        at('7,980.76', 504),
        at('638.26', 501.2),
        at('536.94', 501.2),
        at('4,809.43', 504),
        at('88.45', 501.2),
      ];
      markLostMinus(col);
      expect(lost(col)).toEqual([false, true, true, false, true]);
    },
  );

  it('a column that prints any sign mark is left as printed (a hanging minus moves edges too)', () => {
    const col = [at('7,980.76', 504), at('638.26-', 506.8), at('536.94', 501.2), at('4,809.43', 504)];
    markLostMinus(col);
    expect(lost(col)).toEqual([false, false, false, false]);
  });

  it('a ragged column (figures short by differing widths) is left as printed', () => {
    const col = [at('7,980.76', 504), at('638.26', 501.2), at('536.94', 499.5), at('4,809.43', 504), at('88.45', 496)];
    markLostMinus(col);
    expect(lost(col)).toEqual([false, false, false, false, false]);
  });

  it(
    'a zero printed with a minus (a declined collection) is no sign ' +
      'notation: the lost minus signs are still found',
    () => {
      const col = [
        at('R12 024.39', 553),
        at('R10.71', 550.2),
        at('- R0.00', 553),
        at('R399.20', 550.2),
        at('R1 000.00', 553),
      ];
      markLostMinus(col);
      expect(lost(col)).toEqual([false, true, false, true, false]);
    },
  );

  it(
    'a figure with a space inside that lost its minus ends on the edge (its ' +
      'last piece is placed as printed) but is wider, by about a hyphen, than ' +
      'the narrowest figure of its shape',
    () => {
      const from = (text: string, x0: number, x1: number): PlacedFigure => ({ ...at(text, x1), x0 });
      const col = [
        from('1 264,20', 516.1, 549.9),
        from('159,10', 520.4, 546.4),
        from('4 863,92', 513.3, 549.9),
        from('601,72', 523.9, 549.9),
        from('9 881,94', 516.1, 549.9),
        from('784,39', 520.4, 546.4),
      ];
      markLostMinus(col);
      expect(lost(col)).toEqual([false, true, true, false, false, true]);
    },
  );

  it(
    'a currency prefix drawn apart from its figure falls back by the lost ' +
      'hyphen while the figure stays on the edge, even when no figure of the ' +
      'column ends short',
    () => {
      const from = (text: string, x0: number, x1: number): PlacedFigure => ({ ...at(text, x1, 8), x0 });
      const col = [
        from('R 9,853.93', 456.6, 492.5),
        from('R 648.71', 456.3, 492.5),
        from('R 1,447.30', 456.6, 492.5),
        from('R 589.14', 459.9, 492.5),
        from('R 967.00', 459.9, 492.5),
      ];
      markLostMinus(col);
      expect(lost(col)).toEqual([false, true, false, false, false]);
    },
  );
});
