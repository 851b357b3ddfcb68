import { BATCH_MESSAGES, ZIP_LIMITS } from '@bankcsv/domain';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { batchLines, isBatchDrop } from './batch-files';

const pdf = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** A one-entry zip (deflated), enough for the lines these tests need. */
function oneEntryZip(entryName: string, data: Uint8Array): File {
  const packed = deflateRawSync(data);
  const name = Buffer.from(entryName);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + packed.length, 16);
  const bytes = Buffer.concat([local, name, packed, central, name, end]);
  return new File([new Uint8Array(bytes)], 'client.zip', { type: 'application/zip' });
}

describe('batchLines', () => {
  it('keeps PDFs, refuses other files and large ones on their own line, and opens zips', async () => {
    const lines = await batchLines([
      pdf('jan.pdf'),
      new File(['x'], 'notes.docx', { type: 'application/msword' }),
      pdf('huge.pdf', 10 * 1024 * 1024 + 1),
      oneEntryZip('feb.pdf', new TextEncoder().encode('%PDF-1.4 feb')),
    ]);
    expect(lines.map((l) => [l.name, 'error' in l ? l.error : 'ok'])).toEqual([
      ['jan.pdf', 'ok'],
      ['notes.docx', BATCH_MESSAGES.notPdf],
      ['huge.pdf', BATCH_MESSAGES.tooLarge],
      ['feb.pdf', 'ok'],
    ]);
    expect(new Set(lines.map((l) => l.id)).size).toBe(4);
    const feb = lines[3];
    expect(feb && 'file' in feb ? feb.from : null).toBe('client.zip');
  });

  it('refuses an unsafe zip on one line', async () => {
    const lines = await batchLines([oneEntryZip('../evil.pdf', new Uint8Array(10)), pdf('a.pdf')]);
    expect(lines.map((l) => ('error' in l ? l.error : l.name))).toEqual([BATCH_MESSAGES.zipUnsafe, 'a.pdf']);
  });

  it('refuses a zip larger than it may unpack to without reading it', async () => {
    const zip = oneEntryZip('a.pdf', new Uint8Array(10));
    const lines = await batchLines([zip], { ...ZIP_LIMITS, maxTotalBytes: zip.size - 1 });
    expect(lines).toEqual([{ id: 'f0', name: 'client.zip', error: BATCH_MESSAGES.zipUnsafe }]);
  });

  it('says tooManyFiles from the 51st PDF on', async () => {
    const files = Array.from({ length: 53 }, (_, i) => pdf(`s${i + 1}.pdf`));
    const lines = await batchLines([new File(['x'], 'a.txt', { type: 'text/plain' }), ...files]);
    expect(lines.filter((l) => 'file' in l)).toHaveLength(50);
    expect(lines.slice(51).map((l) => [l.name, 'error' in l ? l.error : 'ok'])).toEqual([
      ['s51.pdf', BATCH_MESSAGES.tooManyFiles],
      ['s52.pdf', BATCH_MESSAGES.tooManyFiles],
      ['s53.pdf', BATCH_MESSAGES.tooManyFiles],
    ]);
  });
});

describe('isBatchDrop', () => {
  it('sends several files or any zip to the batch, one PDF to the single flow', () => {
    expect(isBatchDrop([pdf('a.pdf')])).toBe(false);
    expect(isBatchDrop([new File(['x'], 'a.txt')])).toBe(false);
    expect(isBatchDrop([pdf('a.pdf'), pdf('b.pdf')])).toBe(true);
    expect(isBatchDrop([new File(['x'], 'c.zip')])).toBe(true);
  });
});
