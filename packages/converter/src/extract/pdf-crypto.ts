import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { isDict, isName, isString, type PdfDict, type PdfValue } from './pdf-objects';

// The PDF standard security handler, as far as reading needs it: the file key from the user password
// (empty when the file opens without one) or the owner password, and each stream's decryption. The
// decode guard measures what pdfjs will inflate, and in an encrypted file that is the decrypted data.

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256).map((_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + (s[i] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
    out[k] = (data[k] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 255] as number);
  }
  return out;
}

const md5 = (...parts: Uint8Array[]): Buffer => {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
};

/** Password bytes padded or cut to 32 with the standard padding (revisions 2-4). */
export function paddedPassword(password: string): Uint8Array {
  const pw = Buffer.from(password, 'latin1').subarray(0, 32);
  return Buffer.concat([pw, PAD.subarray(0, 32 - pw.length)]);
}

/** The 20 RC4 passes of revision 3 and later, with the key's bytes XORed with the pass number. */
export function rc4Rounds(data: Uint8Array, key: Uint8Array, reverse = false): Uint8Array {
  let out = data;
  for (let n = 0; n < 20; n++) {
    const i = reverse ? 19 - n : n;
    out = rc4(
      key.map((b) => b ^ i),
      out,
    );
  }
  return out;
}

interface LegacyParams {
  r: number;
  keyLength: number;
  o: Uint8Array;
  u: Uint8Array;
  p: number;
  id: Uint8Array;
  encryptMetadata: boolean;
}

/** Algorithm 2: the file key from a (padded) user password. */
function legacyKey(padded: Uint8Array, k: LegacyParams): Uint8Array {
  const p = Buffer.alloc(4);
  p.writeInt32LE(k.p | 0);
  const parts = [padded, k.o.subarray(0, 32), p, k.id];
  if (k.r >= 4 && !k.encryptMetadata) parts.push(Buffer.from([255, 255, 255, 255]));
  let h = md5(...parts);
  if (k.r >= 3) for (let i = 0; i < 50; i++) h = md5(h.subarray(0, k.keyLength));
  return h.subarray(0, k.keyLength);
}

function userKeyMatches(key: Uint8Array, k: LegacyParams): boolean {
  if (k.r === 2) return Buffer.from(rc4(key, PAD)).equals(Buffer.from(k.u.subarray(0, 32)));
  return Buffer.from(rc4Rounds(md5(PAD, k.id), key)).equals(Buffer.from(k.u.subarray(0, 16)));
}

/** The RC4 key that encrypts O from the owner password (revision 3 and later hash it 51 times). */
export function ownerKey(password: string, r: number, keyLength: number): Uint8Array {
  let h = md5(paddedPassword(password));
  if (r >= 3) for (let i = 0; i < 50; i++) h = md5(h);
  return h.subarray(0, r >= 3 ? keyLength : 5);
}

function legacyFileKey(password: string, k: LegacyParams): Uint8Array | undefined {
  const asUser = legacyKey(paddedPassword(password), k);
  if (userKeyMatches(asUser, k)) return asUser;
  // As the owner's: O holds the user password, encrypted with a key made from the owner's.
  const ok = ownerKey(password, k.r, k.keyLength);
  const user = k.r === 2 ? rc4(ok, k.o.subarray(0, 32)) : rc4Rounds(k.o.subarray(0, 32), ok, true);
  const asOwner = legacyKey(user, k);
  return userKeyMatches(asOwner, k) ? asOwner : undefined;
}

/** Algorithm 2.B (revision 6): SHA-256, then rounds of AES-128-CBC and SHA-256/384/512 until settled. */
export function hashR6(password: Uint8Array, salt: Uint8Array, userKey: Uint8Array): Buffer {
  let k = createHash('sha256').update(password).update(salt).update(userKey).digest();
  for (let round = 0; ; round++) {
    const block = Buffer.concat([password, k, userKey]);
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => block));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    let mod = 0;
    for (let i = 0; i < 16; i++) mod += e[i] as number;
    const algorithm = ['sha256', 'sha384', 'sha512'][mod % 3] as string;
    k = createHash(algorithm).update(e).digest();
    // pdfjs's reading of the spec's stopping rule (at least 64 rounds), which the writers agree with.
    if (round >= 63 && (e[e.length - 1] as number) <= round - 31) return k.subarray(0, 32);
  }
}

const hashR5 = (password: Uint8Array, salt: Uint8Array, userKey: Uint8Array): Buffer =>
  createHash('sha256').update(password).update(salt).update(userKey).digest();

function aes256NoIv(key: Uint8Array, data: Uint8Array): Buffer {
  const d = createDecipheriv('aes-256-cbc', key, Buffer.alloc(16)).setAutoPadding(false);
  return Buffer.concat([d.update(data.subarray(0, 32)), d.final()]);
}

/** Revisions 5 and 6 (AES-256): the file key, unwrapped with the user's or the owner's password. */
function aes256FileKey(
  password: string,
  r: number,
  o: Uint8Array,
  u: Uint8Array,
  oe: Uint8Array,
  ue: Uint8Array,
): Uint8Array | undefined {
  const pw = Buffer.from(password, 'utf8').subarray(0, 127);
  const hash = r >= 6 ? hashR6 : hashR5;
  const empty = new Uint8Array(0);
  if (hash(pw, u.subarray(32, 40), empty).equals(Buffer.from(u.subarray(0, 32))))
    return aes256NoIv(hash(pw, u.subarray(40, 48), empty), ue);
  const u48 = u.subarray(0, 48);
  if (hash(pw, o.subarray(32, 40), u48).equals(Buffer.from(o.subarray(0, 32))))
    return aes256NoIv(hash(pw, o.subarray(40, 48), u48), oe);
  return undefined;
}

type Method = 'rc4' | 'aes128' | 'aes256' | 'none';

export interface StreamCipher {
  /** The stream's bytes as its filters will read them. */
  decrypt(data: Uint8Array, num: number, gen: number): Uint8Array;
}

function methodOf(encrypt: PdfDict, resolve: (v: PdfValue | undefined) => PdfValue | undefined): Method {
  const v = Number(resolve(encrypt.get('V')) ?? 0);
  if (v < 4) return 'rc4';
  const stmF = resolve(encrypt.get('StmF'));
  const name = isName(stmF) ? stmF.name : 'Identity';
  if (name === 'Identity') return 'none';
  const cf = resolve(encrypt.get('CF'));
  const filter = isDict(cf) ? resolve(cf.get(name)) : undefined;
  const cfm = isDict(filter) ? resolve(filter.get('CFM')) : undefined;
  const m = isName(cfm) ? cfm.name : 'None';
  return m === 'V2' ? 'rc4' : m === 'AESV2' ? 'aes128' : m === 'AESV3' ? 'aes256' : 'none';
}

function aesDecrypt(key: Uint8Array, data: Uint8Array): Uint8Array {
  if (data.length < 32) return new Uint8Array(0);
  const body = data.subarray(16, 16 + Math.floor((data.length - 16) / 16) * 16);
  const d = createDecipheriv(
    key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc',
    key,
    data.subarray(0, 16),
  ).setAutoPadding(false);
  const out = Buffer.concat([d.update(body), d.final()]);
  // PKCS#7 padding, dropped only when it is well formed (pdfjs keeps the bytes otherwise).
  const pad = out[out.length - 1] as number;
  return pad >= 1 && pad <= 16 && out.subarray(out.length - pad).every((b) => b === pad)
    ? out.subarray(0, out.length - pad)
    : out;
}

const bytesOf = (v: PdfValue | undefined): Uint8Array => (isString(v) ? v.bytes : new Uint8Array(0));

/**
 * How to decrypt the streams of a file with this /Encrypt dictionary and first /ID string, for the
 * empty user password or `password`; undefined when neither opens it (pdfjs will ask for one) or the
 * handler is not the standard one.
 */
export function streamCipher(
  encrypt: PdfDict,
  id: Uint8Array,
  password: string | undefined,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): StreamCipher | undefined {
  const filter = resolve(encrypt.get('Filter'));
  if (!isName(filter) || filter.name !== 'Standard') return undefined;
  const method = methodOf(encrypt, resolve);
  if (method === 'none') return { decrypt: (data) => data };
  const r = Number(resolve(encrypt.get('R')) ?? 0);
  const [o, u] = [bytesOf(resolve(encrypt.get('O'))), bytesOf(resolve(encrypt.get('U')))];
  const passwords = password ? ['', password] : [''];
  let key: Uint8Array | undefined;
  if (r >= 5) {
    const [oe, ue] = [bytesOf(resolve(encrypt.get('OE'))), bytesOf(resolve(encrypt.get('UE')))];
    for (const pw of passwords) key ??= aes256FileKey(pw, r, o, u, oe, ue);
    return key && { decrypt: (data) => aesDecrypt(key as Uint8Array, data) };
  }
  const bits = Number(resolve(encrypt.get('Length')) ?? 40);
  const params: LegacyParams = {
    r,
    keyLength: r === 2 ? 5 : Math.max(5, Math.min(16, Math.floor(bits / 8))),
    o,
    u,
    p: Number(resolve(encrypt.get('P')) ?? 0),
    id,
    encryptMetadata: resolve(encrypt.get('EncryptMetadata')) !== false,
  };
  for (const pw of passwords) key ??= legacyFileKey(pw, params);
  const fileKey = key;
  if (!fileKey) return undefined;
  return {
    decrypt(data, num, gen) {
      const ref = Uint8Array.of(num & 255, (num >> 8) & 255, (num >> 16) & 255, gen & 255, (gen >> 8) & 255);
      const salt = method === 'aes128' ? Buffer.from('sAlT', 'latin1') : new Uint8Array(0);
      const objectKey = md5(fileKey, ref, salt).subarray(0, Math.min(fileKey.length + 5, 16));
      return method === 'aes128' ? aesDecrypt(objectKey, data) : rc4(objectKey, data);
    },
  };
}
