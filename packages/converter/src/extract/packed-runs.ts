import type { TextRun } from './types';

/**
 * A page's runs as they cross from the reader thread: every text in one string and every number in one
 * buffer that is handed over, not copied. Cloning thousands of small objects per page cost more than the
 * page's own conversion.
 */
export interface PackedRuns {
  page: number;
  text: string;
  /** Per run: x, y, width, height, angle, and the length of its text in `text` (UTF-16 code units). */
  numbers: Float64Array<ArrayBuffer>;
}

const FIELDS = 6;

export function packRuns(runs: readonly TextRun[], page: number): PackedRuns {
  const numbers = new Float64Array(runs.length * FIELDS);
  runs.forEach((r, i) => {
    const at = i * FIELDS;
    numbers[at] = r.x;
    numbers[at + 1] = r.y;
    numbers[at + 2] = r.width;
    numbers[at + 3] = r.height;
    numbers[at + 4] = r.angle;
    numbers[at + 5] = r.text.length;
  });
  return { page, text: runs.map((r) => r.text).join(''), numbers };
}

export function unpackRuns({ page, text, numbers }: PackedRuns): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (let i = 0; i < numbers.length; i += FIELDS) {
    const end = at + (numbers[i + 5] as number);
    runs.push({
      page,
      x: numbers[i] as number,
      y: numbers[i + 1] as number,
      width: numbers[i + 2] as number,
      height: numbers[i + 3] as number,
      text: text.slice(at, end),
      angle: numbers[i + 4] as number,
    });
    at = end;
  }
  return runs;
}
