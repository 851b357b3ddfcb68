/**
 * Cell texts are read by every candidate layout and most stages: each reading of a text is made once per conversion
 * (a bounded map per kind of reading), and forgotten when the next conversion starts.
 */
const memos: Map<string, unknown>[] = [];
const MEMO_LIMIT = 50_000;

/** `read`, remembered by its text until `forgetReadings`. */
export function textMemo<T>(read: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  memos.push(memo);
  return (text) => {
    let v = memo.get(text);
    if (v === undefined) {
      v = read(text);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(text, v);
    }
    return v;
  };
}

/** Each conversion starts with empty memos: nothing read for one statement is kept for the next. */
export function forgetReadings(): void {
  for (const m of memos) m.clear();
}
