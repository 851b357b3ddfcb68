import { describe, expect, it } from 'vitest';
import { completedConversion } from '../../testing/conversion';
import type { Transfer } from '../upload';
import { batchItems, itemState } from './batch-items';

const transfer = (localId: string, extra: Partial<Transfer>): Transfer => ({
  localId,
  fileName: `${localId}.pdf`,
  state: 'waiting',
  progress: 0,
  ...extra,
});

describe('batchItems and itemState', () => {
  it('shows this tab’s transfers on the server’s rows, and the ones the server has no row for yet after them', () => {
    const rows = [
      completedConversion({ conversionId: 'c1', originalFileName: 'a.pdf', status: 'uploading' }),
      completedConversion({ conversionId: 'c2', originalFileName: 'b.pdf', status: 'uploading' }),
      completedConversion({ conversionId: 'c3', originalFileName: 'old.pdf', status: 'uploading' }),
    ];
    const transfers = [
      transfer('a', { conversionId: 'c1', state: 'sending', progress: 42 }),
      transfer('b', { conversionId: 'c2', state: 'sent', progress: 100 }),
      transfer('d', { state: 'waiting' }),
      transfer('e', { conversionId: 'c9', state: 'failed', message: 'Upload failed: network error' }),
    ];
    const items = batchItems(rows, transfers);
    expect(items.map((item) => [item.name, itemState(item)])).toEqual([
      ['a.pdf', { kind: 'uploading', progress: 42 }],
      ['b.pdf', { kind: 'arriving' }],
      // After a reload (no transfer here), an upload that never arrived says so.
      ['old.pdf', { kind: 'lost' }],
      ['d.pdf', { kind: 'uploading', progress: 0 }],
      ['e.pdf', { kind: 'failed', message: 'Upload failed: network error' }],
    ]);
  });
});
