/**
 * Images written inside a content stream (`BI … ID data EI`). A renderer decodes such an image in full to find where
 * its data ends, so a small Flate run inside a page's content can unpack to gigabytes there: the decode guard
 * measures them when a document is to be rendered.
 */
import { PdfReader, isName, latin1, type PdfValue } from './pdf-objects';
import { filterKind, type FilterStep } from './stream-decoders';

export interface InlineImage {
  steps: FilterStep[];
  /** From the first byte of the image's data to the end of the content (the decoders stop where their data ends). */
  data: Uint8Array;
}

// `BI` as an operator: after a delimiter or space, and followed by one.
const BEGIN = /(?:^|[\s\])>])BI(?=[\s/])/g;
/** An inline image's dictionary is a few entries; a longer run is not one. */
const MAX_ENTRIES = 32;

function stepsOf(filter: PdfValue | undefined): FilterStep[] {
  const names = Array.isArray(filter) ? filter : [filter];
  const steps: FilterStep[] = [];
  for (const name of names) {
    if (!isName(name)) continue;
    const kind = filterKind(name.name);
    // An image decoder ends the chain: what it makes is pixels, held by the renderer at the image's own size.
    if (kind === 'image') break;
    if (kind !== 'unknown' && kind !== 'crypt') steps.push({ kind, earlyChange: 1 });
  }
  return steps;
}

/** The content's inline images whose data goes through a filter that can expand it. */
export function inlineImages(content: Uint8Array): InlineImage[] {
  const text = latin1(content);
  const out: InlineImage[] = [];
  for (const m of text.matchAll(BEGIN)) {
    const reader = new PdfReader(content, (m.index ?? 0) + m[0].length);
    let filter: PdfValue | undefined;
    for (let i = 0; i < MAX_ENTRIES; i++) {
      const key = reader.value();
      if (typeof key === 'object' && key !== null && 'kind' in key && key.kind === 'keyword') {
        // One white-space byte separates `ID` from the data.
        if (key.word === 'ID') {
          const steps = stepsOf(filter);
          if (steps.length > 0) out.push({ steps, data: content.subarray(reader.pos + 1) });
        }
        break;
      }
      if (!isName(key)) break;
      const value = reader.value();
      if (key.name === 'F' || key.name === 'Filter') filter = value;
    }
  }
  return out;
}
