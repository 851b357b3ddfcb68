import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { StorageUploadError } from '../upload-api';
import { sendBatch, transfersRunning, useBatchTransfers, type Send } from './batch-transfers';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));
afterEach(cleanup);

const file = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

function Probe({ batchId }: { batchId: string }) {
  const transfers = useBatchTransfers(batchId);
  return <p>{transfers.map((t) => `${t.fileName}:${t.state}:${t.progress}:${t.message ?? ''}`).join('|')}</p>;
}

describe('sendBatch', () => {
  it('sends three at a time, with the batch id, needsPassword or the password, and each file’s progress', async () => {
    const running = new Set<string>();
    let most = 0;
    const finish = new Map<string, () => void>();
    const requests: unknown[] = [];
    const send: Send = async (request, f, onCreated, onProgress) => {
      requests.push(request);
      running.add(f.name);
      most = Math.max(most, running.size);
      onCreated(`conv-${f.name}`);
      onProgress(50);
      await new Promise<void>((resolve) => finish.set(f.name, resolve));
      running.delete(f.name);
    };
    render(<Probe batchId="bat_one" />);
    const files = ['a', 'b', 'c', 'd', 'e'].map((n) => ({ localId: n, file: file(`${n}.pdf`) }));
    files[1] = { ...files[1]!, needsPassword: true } as (typeof files)[number];
    files[2] = { ...files[2]!, password: 'pw' } as (typeof files)[number];
    const done = sendBatch('bat_one', files, 2025, send);
    await vi.waitFor(() => expect(running.size).toBe(3));
    expect(transfersRunning()).toBe(true);
    expect(screen.getByText(/a\.pdf:sending:50:/).textContent).toContain('d.pdf:waiting:0:');
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']) {
      await vi.waitFor(() => expect(finish.has(name)).toBe(true));
      await act(async () => finish.get(name)?.());
    }
    await act(() => done);
    expect(most).toBe(3);
    expect(transfersRunning()).toBe(false);
    expect(requests.slice(0, 3)).toEqual([
      { fileName: 'a.pdf', fileSize: 4, batchId: 'bat_one', year: 2025 },
      { fileName: 'b.pdf', fileSize: 4, batchId: 'bat_one', year: 2025, needsPassword: true },
      { fileName: 'c.pdf', fileSize: 4, batchId: 'bat_one', year: 2025, password: 'pw' },
    ]);
    expect(screen.getByText(/e\.pdf:sent:100:/)).toBeTruthy();
  });

  it('keeps going past a file that fails, with its message', async () => {
    const send: Send = async (_request, f, onCreated) => {
      if (f.name === 'refused.pdf') throw new ApiError(400, 'A batch holds at most 50 files.');
      onCreated('c1');
      if (f.name === 'lost.pdf') throw new StorageUploadError('network');
    };
    render(<Probe batchId="bat_two" />);
    const names = ['refused.pdf', 'lost.pdf', 'fine.pdf'];
    await act(() =>
      sendBatch(
        'bat_two',
        names.map((n) => ({ localId: n, file: file(n) })),
        undefined,
        send,
      ),
    );
    const text = screen.getByText(/refused/).textContent ?? '';
    expect(text).toContain('refused.pdf:failed:0:A batch holds at most 50 files.');
    expect(text).toContain('lost.pdf:failed:0:Upload failed');
    expect(text).toContain('fine.pdf:sent:100:');
  });
});
