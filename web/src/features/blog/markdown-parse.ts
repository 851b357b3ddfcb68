/** Parses the articles' small markdown dialect into blocks; rendering happens in `markdown.tsx`. */

export type Block =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'code'; text: string }
  | { type: 'quote'; text: string }
  | { type: 'table'; header: string[]; rows: string[][] };

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string };

const ORDERED = /^\d+[.)]\s+/;
const UNORDERED = /^[-*]\s+/;
const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

function startsBlock(line: string): boolean {
  return /^(#{1,3}\s|```|>|\|)/.test(line) || ORDERED.test(line) || UNORDERED.test(line);
}

/**
 * Splits article text into blocks.
 * @example parseBlocks('## Title\n\nText') // [{ type: 'heading', level: 2, text: 'Title' }, { type: 'paragraph', text:
 * 'Text' }]
 */
export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = (lines[i] ?? '').trimEnd();
    const trimmed = line.trim();
    if (trimmed === '') {
      i += 1;
    } else if (trimmed.startsWith('```')) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith('```')) body.push(lines[i++] ?? '');
      i += 1;
      blocks.push({ type: 'code', text: body.join('\n') });
    } else if (/^#{1,3}\s/.test(trimmed)) {
      const level = trimmed.startsWith('###') ? 3 : 2;
      blocks.push({ type: 'heading', level, text: trimmed.replace(/^#+\s+/, '') });
      i += 1;
    } else if (trimmed.startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) rows.push(splitRow(lines[i++] ?? ''));
      const body = rows.slice(1).filter((r) => !r.every((c) => /^:?-+:?$/.test(c)));
      blocks.push({ type: 'table', header: rows[0] ?? [], rows: body });
    } else if (trimmed.startsWith('>')) {
      const body: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('>'))
        body.push((lines[i++] ?? '').trim().replace(/^>\s?/, ''));
      blocks.push({ type: 'quote', text: body.join(' ') });
    } else if (ORDERED.test(trimmed) || UNORDERED.test(trimmed)) {
      const ordered = ORDERED.test(trimmed);
      const marker = ordered ? ORDERED : UNORDERED;
      const items: string[] = [];
      while (i < lines.length && marker.test((lines[i] ?? '').trim())) {
        let item = (lines[i++] ?? '').trim().replace(marker, '');
        // An indented line under an item continues it, so long items can wrap in the source.
        while (i < lines.length && /^\s+\S/.test(lines[i] ?? '') && !startsBlock((lines[i] ?? '').trim()))
          item += ` ${(lines[i++] ?? '').trim()}`;
        items.push(item);
      }
      blocks.push({ type: 'list', ordered, items });
    } else {
      const body: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim() !== '' && !startsBlock((lines[i] ?? '').trim()))
        body.push((lines[i++] ?? '').trim());
      blocks.push({ type: 'paragraph', text: body.join(' ') });
    }
  }
  return blocks;
}

const INLINE = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only site paths and https links become links; anything else (javascript:, data:) stays text. */
export function safeHref(href: string): string | null {
  if (/^\/(?!\/)/.test(href)) return href;
  return /^https:\/\/[^\s]+$/i.test(href) ? href : null;
}

/**
 * Splits a line into text, **strong**, `code` and [link](href) pieces.
 * @example parseInline('a **b**') // [{ type: 'text', text: 'a ' }, { type: 'strong', text: 'b' }]
 */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ type: 'text', text: text.slice(last, at) });
    if (m[1] !== undefined) out.push({ type: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ type: 'code', text: m[2] });
    else {
      const href = safeHref(m[4] ?? '');
      out.push(href ? { type: 'link', text: m[3] ?? '', href } : { type: 'text', text: m[3] ?? '' });
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}
