import { describe, expect, it } from 'vitest';
import { scoreProfiles } from '../src/banks/evidence';
import { PROFILES } from '../src/banks/index';
import type { Line } from '../src/layout/lines';
import { textLine, type CellSpec } from './fixtures/text-lines';

const line = (y: number, ...cells: CellSpec[]): Line => textLine(1, y, cells, 9);

describe('layout chosen by how much of the printed header it explains', () => {
  // An Absa cheque header without its title: the card layout finds its three labels in it too.
  const lines = [
    line(800, [40, 112, 'Absa Bank Limited']),
    line(
      787,
      [45, 65, 'Date'],
      [101, 152, 'Transaction'],
      [343, 374, 'Charge'],
      [405, 428, 'Debit'],
      [442, 505, 'Credit Amount'],
      [520, 555, 'Balance'],
    ),
    line(776, [101, 150, 'Description'], [394, 428, 'Amount']),
    line(764, [45, 83, '2/09/2024'], [101, 187, '=1+2 Online Purchase'], [399, 428, '642.67-'], [522, 556, '9 897.17']),
  ];

  it('a layout whose labels are half of a printed header scores below the one that names all of it', () => {
    const scores = scoreProfiles(
      PROFILES.filter((p) => p.bank === 'ABSA'),
      lines,
      'Absa Bank Limited',
    );
    const of = (layout: string) => scores.find((s) => s.profile.layout === layout)!.score;
    expect(of('absa-cheque')).toBeGreaterThan(of('absa-credit-card'));
  });
});
