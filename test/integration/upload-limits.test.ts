import { MAX_CONVERSIONS_IN_FLIGHT, UPLOAD_ABANDONED_AFTER_MS, conversionsInFlightMessage } from '@bankcsv/domain';
import { describe, expect, it } from 'vitest';
import { api, createUpload, registerUser, setConversionFields, storedConversion } from '../support/stack-client';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const upload = { fileName: 'statement.pdf', fileSize: 2048 };

describe('an upload form that was never used', () => {
  it('blocks deleting the account while it can still arrive, and no longer once its form has expired', async () => {
    const user = await registerUser();
    const ticket = await createUpload(user, upload);
    expect((await api(user, 'DELETE', '/me')).status).toBe(409);

    await setConversionFields(user.userId, ticket.conversionId, {
      uploadStarted: ago(UPLOAD_ABANDONED_AFTER_MS + 1000),
    });
    expect((await api(user, 'DELETE', '/me')).status).toBe(204);
    expect(await storedConversion(user.userId, ticket.conversionId)).toBeUndefined();
  });
});

describe('conversions in flight per user', () => {
  it(
    `refuses upload number ${MAX_CONVERSIONS_IN_FLIGHT + 1} with a clear ` + `message while the others are in flight`,
    async () => {
      const user = await registerUser();
      const tickets = [];
      for (let i = 0; i < MAX_CONVERSIONS_IN_FLIGHT; i += 1) tickets.push(await createUpload(user, upload));
      const refused = await api(user, 'POST', '/uploads', upload);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: conversionsInFlightMessage() });
      expect((await api<{ items: unknown[] }>(user, 'GET', '/conversions')).body.items).toHaveLength(
        MAX_CONVERSIONS_IN_FLIGHT,
      );

      // An abandoned form is ended as expired and frees its place; another user is never affected.
      const [first] = tickets;
      await setConversionFields(user.userId, first!.conversionId, {
        uploadStarted: ago(UPLOAD_ABANDONED_AFTER_MS + 1000),
      });
      expect((await api(user, 'POST', '/uploads', upload)).status).toBe(200);
      expect(await storedConversion(user.userId, first!.conversionId)).toMatchObject({
        status: 'error',
        errorCode: 'UPLOAD_EXPIRED',
      });
      expect((await api(await registerUser(), 'POST', '/uploads', upload)).status).toBe(200);
    },
  );
});
