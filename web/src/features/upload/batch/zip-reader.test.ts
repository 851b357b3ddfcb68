import { BATCH_MESSAGES, ZIP_LIMITS } from '@bankcsv/domain';
import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../../../testing/zip-writer';
import { crc32, isUnsafeZipName, isZipFile, readZip } from './zip-reader';

const pdfBytes = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF\n`);
const textOf = async (file: File) => new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()));

describe('readZip', () => {
  it('opens deflated and stored PDFs, and leaves other files out on their own line', async () => {
    const zip = makeZip([
      { name: 'jan/fnb-jan.pdf', data: pdfBytes('january '.repeat(50)) },
      { name: 'feb.PDF', data: pdfBytes('february'), method: 0 },
      { name: 'notes.txt', data: new TextEncoder().encode('hello') },
      { name: 'jan/', data: new Uint8Array(0), method: 0 },
    ]);
    const result = await readZip(zip);
    expect(result.kind).toBe('opened');
    if (result.kind !== 'opened') return;
    expect(result.entries.map((e) => e.name)).toEqual(['fnb-jan.pdf', 'feb.PDF', 'notes.txt']);
    const [jan, feb, notes] = result.entries;
    expect(jan && 'file' in jan ? await textOf(jan.file) : null).toBe(`%PDF-1.4\n${'january '.repeat(50)}\n%%EOF\n`);
    expect(feb && 'file' in feb ? feb.file.type : null).toBe('application/pdf');
    expect(notes).toEqual({ name: 'notes.txt', error: BATCH_MESSAGES.notPdf });
  });

  it.each([
    ['../../etc/evil.pdf'],
    ['statements/../../evil.pdf'],
    ['/absolute.pdf'],
    ['\\windows.pdf'],
    ['C:\\Users\\evil.pdf'],
    ['c:evil.pdf'],
    ['inner.zip'],
    ['folder/INNER.ZIP'],
  ])('refuses the whole zip for the entry %s', async (name) => {
    const zip = makeZip([
      { name: 'fine.pdf', data: pdfBytes('ok') },
      { name, data: pdfBytes('x') },
    ]);
    expect(await readZip(zip)).toEqual({ kind: 'refused', message: BATCH_MESSAGES.zipUnsafe });
  });

  it('refuses a nested zip even when it holds a real zip', async () => {
    const inner = makeZip([{ name: 'a.pdf', data: pdfBytes('a') }]);
    const zip = makeZip([
      { name: 'a.pdf', data: pdfBytes('a') },
      { name: 'more.zip', data: inner, method: 0 },
    ]);
    expect(await readZip(zip)).toEqual({ kind: 'refused', message: BATCH_MESSAGES.zipUnsafe });
  });

  it('stops a bomb as it passes the ratio, whatever size it declares', async () => {
    // 50 MB of zeros packs to about 50 KB: a ratio near 1000.
    const bomb = new Uint8Array(50 * 1024 * 1024);
    const zip = makeZip([{ name: 'bomb.pdf', data: bomb, declaredSize: 1000 }]);
    const started = Date.now();
    expect(await readZip(zip)).toEqual({ kind: 'refused', message: BATCH_MESSAGES.zipUnsafe });
    expect(Date.now() - started).toBeLessThan(5_000);
    // With the size limits out of the way, the ratio alone stops it.
    const roomy = { ...ZIP_LIMITS, maxEntryBytes: 1e9, maxTotalBytes: 1e9 };
    expect(await readZip(zip, roomy)).toEqual({ kind: 'refused', message: BATCH_MESSAGES.zipUnsafe });
  });

  it('stops an entry that unpacks past its own limit, and a zip past its total', async () => {
    const limits = { ...ZIP_LIMITS, maxEntryBytes: 1000, maxTotalBytes: 2500, maxRatio: 1_000_000 };
    const big = makeZip([{ name: 'big.pdf', data: new Uint8Array(1001).fill(65), declaredSize: 10, method: 0 }]);
    expect(await readZip(big, limits)).toEqual({ kind: 'refused', message: BATCH_MESSAGES.zipUnsafe });
    const deflated = makeZip([{ name: 'big.pdf', data: new Uint8Array(5000).fill(65), declaredSize: 10 }]);
    expect(await readZip(deflated, limits)).toEqual({ kind: 'refused', message: BATCH_MESSAGES.zipUnsafe });
    const three = [1, 2, 3].map((n) => ({ name: `${n}.pdf`, data: new Uint8Array(900).fill(n) }));
    expect(await readZip(makeZip(three), limits)).toEqual({ kind: 'refused', message: BATCH_MESSAGES.zipUnsafe });
    expect((await readZip(makeZip(three.slice(0, 2)), limits)).kind).toBe('opened');
  });

  it('refuses a zip that declares an entry past the limit before unpacking it', async () => {
    const zip = makeZip([{ name: 'a.pdf', data: pdfBytes('a'), declaredSize: ZIP_LIMITS.maxEntryBytes + 1 }]);
    expect(await readZip(zip)).toEqual({ kind: 'refused', message: BATCH_MESSAGES.zipUnsafe });
  });

  it('refuses more entries than the limit', async () => {
    const entries = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.pdf`, data: pdfBytes(String(i)) }));
    expect(await readZip(makeZip(entries), { ...ZIP_LIMITS, maxEntries: 3 })).toEqual({
      kind: 'refused',
      message: BATCH_MESSAGES.zipUnsafe,
    });
    expect((await readZip(makeZip(entries), { ...ZIP_LIMITS, maxEntries: 4 })).kind).toBe('opened');
  });

  it.each([
    ['not a zip', () => new TextEncoder().encode('just some text that is not a zip archive at all')],
    ['a cut-off zip', () => makeZip([{ name: 'a.pdf', data: pdfBytes('a'.repeat(500)) }]).slice(40)],
    ['an unknown method', () => makeZip([{ name: 'a.pdf', data: pdfBytes('a'), method: 14 }])],
    ['an encrypted entry', () => makeZip([{ name: 'a.pdf', data: pdfBytes('a'), flags: 1 }])],
    ['a wrong checksum', () => makeZip([{ name: 'a.pdf', data: pdfBytes('a'), crc: 12345 }])],
    ['damaged deflate data', () => corruptData(makeZip([{ name: 'a.pdf', data: pdfBytes('abc'.repeat(300)) }]))],
  ])('says a zip is unreadable: %s', async (_label, build) => {
    expect(await readZip(build())).toEqual({ kind: 'refused', message: BATCH_MESSAGES.zipUnreadable });
  });
});

/** Overwrites the deflate stream of the first entry (after its 30-byte header and 5-byte name) with junk. */
function corruptData(zip: Uint8Array): Uint8Array {
  const out = zip.slice();
  for (let i = 35; i < 45; i++) out[i] = 0xff;
  return out;
}

describe('the helpers', () => {
  it('computes the CRC-32 zip stores', () => {
    const bytes = new TextEncoder().encode('The quick brown fox jumps over the lazy dog');
    expect(crc32(bytes)).toBe(0x414fa339);
    expect(crc32(bytes)).toBe(nodeCrc32(bytes));
  });

  it('names the unsafe entry names and knows a zip', () => {
    expect(isUnsafeZipName('2025/fnb..march.pdf')).toBe(false);
    expect(isUnsafeZipName('a/../b.pdf')).toBe(true);
    expect(isZipFile({ name: 'client.ZIP', type: '' })).toBe(true);
    expect(isZipFile({ name: 'x', type: 'application/x-zip-compressed' })).toBe(true);
    expect(isZipFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
  });
});
