import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The rows of a long table that are in the DOM: `start` to `end` (not included), and the height a row is taken as. */
export interface RowWindow {
  start: number;
  end: number;
  rowHeight: number;
}

/** Up to this many rows every row is rendered: windowing only pays on long statements. */
export const WINDOW_FROM = 150;
/** Rows kept above and below the screen, so Tab reaches a rendered row (and scrolls it in) before the window moves. */
const OVERSCAN = 12;
/** A row's height before any is measured (a desktop row; no layout at all in tests). */
const FIRST_GUESS = 44;

/**
 * Which rows of a table `count` rows long are on screen (plus some above and below), from where its body sits in the
 * page as the window scrolls. Rows are taken as the average height of those rendered: the spacers above and below
 * keep the page's scroll height close to that of every row rendered.
 */
export function useRowWindow(count: number, body: RefObject<HTMLElement | null>): RowWindow {
  const windowed = count > WINDOW_FROM;
  const [range, setRange] = useState<RowWindow>({ start: 0, end: 0, rowHeight: FIRST_GUESS });
  const measured = useRef(FIRST_GUESS);

  useLayoutEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = body.current;
      if (!el) return;
      const seen = averageRowHeight(el);
      // A pixel of give: a new height moves every spacer, so small differences between screenfuls are let be.
      if (seen !== null && Math.abs(seen - measured.current) > 1) measured.current = seen;
      const h = measured.current;
      const above = Math.max(0, -el.getBoundingClientRect().top);
      const first = Math.min(count, Math.floor(above / h));
      const start = Math.max(0, first - OVERSCAN);
      const end = Math.min(count, first + Math.ceil(window.innerHeight / h) + OVERSCAN);
      setRange((was) =>
        was.start === start && was.end === end && was.rowHeight === h ? was : { start, end, rowHeight: h },
      );
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [windowed, count, body]);

  if (!windowed) return { start: 0, end: count, rowHeight: FIRST_GUESS };
  // Before the first measure (and after rows were removed), a first screenful from the top.
  const end = range.end > 0 ? Math.min(range.end, count) : Math.min(count, 2 * OVERSCAN + 24);
  return { start: Math.min(range.start, end), end, rowHeight: range.rowHeight };
}

/**
 * The rendered rows' average height in pixels, or null when none has a layout (not on screen, or no layout engine).
 * A line under a scanned row counts in its row's height: the window and the spacers count transactions.
 */
function averageRowHeight(body: HTMLElement): number | null {
  const rows = body.querySelectorAll<HTMLElement>('tr[aria-rowindex]');
  const first = rows[0];
  const last = rows[rows.length - 1];
  const count = body.querySelectorAll('tr[data-row]').length;
  if (!first || !last || count === 0) return null;
  const span = last.getBoundingClientRect().bottom - first.getBoundingClientRect().top;
  return span > 0 ? Math.max(16, span / count) : null;
}
