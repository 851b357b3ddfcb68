// Just enough PDF object syntax to read stream dictionaries and the encryption dictionary before
// pdfjs sees a file. Lenient like PDF readers, bounded against hostile nesting.

export interface PdfName {
  kind: 'name';
  name: string;
}
export interface PdfRef {
  kind: 'ref';
  num: number;
  gen: number;
}
export interface PdfString {
  kind: 'string';
  bytes: Uint8Array;
}
export interface PdfKeyword {
  kind: 'keyword';
  word: string;
}
export type PdfDict = Map<string, PdfValue>;
export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfKeyword | PdfValue[] | PdfDict;

const MAX_DEPTH = 64;
const ESCAPES: Record<number, number | undefined> = {
  0x6e: 0x0a,
  0x72: 0x0d,
  0x74: 0x09,
  0x62: 0x08,
  0x66: 0x0c,
  0x28: 0x28,
  0x29: 0x29,
  0x5c: 0x5c,
};
const MAX_ITEMS = 100_000;

const isSpace = (c: number | undefined) =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelim = (c: number | undefined) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;
const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39;
const isRegular = (c: number | undefined) => c !== undefined && !isSpace(c) && !isDelim(c);
const hexValue = (c: number): number =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;

export const isName = (v: PdfValue | undefined): v is PdfName =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Map) && v.kind === 'name';
export const isRef = (v: PdfValue | undefined): v is PdfRef =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Map) && v.kind === 'ref';
export const isString = (v: PdfValue | undefined): v is PdfString =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Map) && v.kind === 'string';
export const isDict = (v: PdfValue | undefined): v is PdfDict => v instanceof Map;

/** Reads one PDF object at a time from `buf`, starting at `pos`. */
export class PdfReader {
  private items = 0;
  constructor(
    private readonly buf: Uint8Array,
    public pos: number,
  ) {}

  skipSpace(): void {
    const b = this.buf;
    for (;;) {
      while (this.pos < b.length && isSpace(b[this.pos])) this.pos++;
      if (b[this.pos] !== 0x25) return;
      while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
    }
  }

  /** The next object, or undefined at the end of the data, on a stray delimiter or past the nesting limit. */
  value(depth = 0): PdfValue | undefined {
    if (depth > MAX_DEPTH || ++this.items > MAX_ITEMS) return undefined;
    this.skipSpace();
    const b = this.buf;
    const c = b[this.pos];
    if (c === undefined) return undefined;
    if (c === 0x3c && b[this.pos + 1] === 0x3c) return this.dict(depth);
    if (c === 0x3c) return this.hexString();
    if (c === 0x28) return this.literalString();
    if (c === 0x5b) return this.array(depth);
    if (c === 0x2f) return this.name();
    if (!isRegular(c)) return undefined;
    const word = this.word();
    const n = Number(word);
    if (word !== '' && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(n)) {
      // `num gen R` is a reference; look ahead without consuming anything else.
      if (/^\d+$/.test(word)) {
        const save = this.pos;
        this.skipSpace();
        const gen = this.word();
        this.skipSpace();
        if (/^\d+$/.test(gen) && this.buf[this.pos] === 0x52 && !isRegular(this.buf[this.pos + 1])) {
          this.pos++;
          return { kind: 'ref', num: n, gen: Number(gen) };
        }
        this.pos = save;
      }
      return n;
    }
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return { kind: 'keyword', word };
  }

  private word(): string {
    const start = this.pos;
    while (isRegular(this.buf[this.pos])) this.pos++;
    return latin1(this.buf.subarray(start, this.pos));
  }

  private name(): PdfName {
    this.pos++;
    const start = this.pos;
    while (isRegular(this.buf[this.pos])) this.pos++;
    const raw = latin1(this.buf.subarray(start, this.pos));
    return {
      kind: 'name',
      name: raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    };
  }

  private dict(depth: number): PdfDict | undefined {
    this.pos += 2;
    const out: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      const b = this.buf;
      if (b[this.pos] === 0x3e && b[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return out;
      }
      const key = this.value(depth + 1);
      if (!isName(key)) return key === undefined ? undefined : out;
      const val = this.value(depth + 1);
      if (val === undefined) return undefined;
      out.set(key.name, val);
    }
  }

  private array(depth: number): PdfValue[] | undefined {
    this.pos++;
    const out: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.buf[this.pos] === 0x5d) {
        this.pos++;
        return out;
      }
      const v = this.value(depth + 1);
      if (v === undefined) return undefined;
      out.push(v);
    }
  }

  private hexString(): PdfString {
    this.pos++;
    const out: number[] = [];
    let high = -1;
    for (; this.pos < this.buf.length; this.pos++) {
      const c = this.buf[this.pos] as number;
      if (c === 0x3e) {
        this.pos++;
        break;
      }
      const v = hexValue(c);
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        out.push(high * 16 + v);
        high = -1;
      }
    }
    if (high >= 0) out.push(high * 16);
    return { kind: 'string', bytes: Uint8Array.from(out) };
  }

  private literalString(): PdfString {
    this.pos++;
    const b = this.buf;
    const out: number[] = [];
    let nesting = 1;
    while (this.pos < b.length) {
      let c = b[this.pos++] as number;
      if (c === 0x28) nesting++;
      else if (c === 0x29 && --nesting === 0) break;
      else if (c === 0x5c) {
        c = b[this.pos++] as number;
        const simple = ESCAPES[c];
        if (simple !== undefined) {
          out.push(simple);
          continue;
        }
        if (c >= 0x30 && c <= 0x37) {
          let v = c - 0x30;
          for (let i = 0; i < 2 && (b[this.pos] as number) >= 0x30 && (b[this.pos] as number) <= 0x37; i++)
            v = v * 8 + ((b[this.pos++] as number) - 0x30);
          out.push(v & 0xff);
          continue;
        }
        if (c === 0x0d && b[this.pos] === 0x0a) this.pos++;
        if (c === 0x0d || c === 0x0a) continue;
        out.push(c);
        continue;
      }
      out.push(c);
    }
    return { kind: 'string', bytes: Uint8Array.from(out) };
  }
}

export function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

/** Where each `num gen obj` header of the file starts (the last one wins, as incremental updates intend). */
export class ObjectIndex {
  private readonly at = new Map<string, number>();
  private readonly ends: number[] = [];
  private readonly refs: PdfRef[] = [];
  /** Objects stored inside object streams, by `num gen`, once those streams are unpacked. */
  private readonly packed = new Map<string, PdfValue>();

  constructor(
    private readonly buf: Uint8Array,
    text: string,
  ) {
    // A scan for `obj` and a look back over `num gen `: a regular expression with a look-behind is 10x slower.
    const digits = (end: number): number => {
      let p = end;
      while (p > 0 && isDigit(buf[p - 1])) p--;
      return p;
    };
    for (let at = text.indexOf('obj'); at >= 0; at = text.indexOf('obj', at + 3)) {
      if (isRegular(buf[at + 3]) || !isSpace(buf[at - 1])) continue;
      let p = at - 1;
      while (p > 0 && isSpace(buf[p - 1])) p--;
      const genStart = digits(p);
      if (genStart === p || p - genStart > 5 || !isSpace(buf[genStart - 1])) continue;
      let q = genStart - 1;
      while (q > 0 && isSpace(buf[q - 1])) q--;
      const numStart = digits(q);
      if (numStart === q || q - numStart > 10) continue;
      const end = at + 3;
      const [num, gen] = [Number(text.slice(numStart, q)), Number(text.slice(genStart, p))];
      this.at.set(`${num} ${gen}`, end);
      this.ends.push(end);
      this.refs.push({ kind: 'ref', num, gen });
    }
  }

  /** Where each object's body starts (just after its `obj`), in file order. */
  headers(): readonly number[] {
    return this.ends;
  }

  /** The object whose header ends at `headers()[i]`. */
  refAt(i: number): PdfRef | undefined {
    return this.refs[i];
  }

  /**
   * Adds the objects of one unpacked object stream (`/N` pairs of object number and offset, the
   * objects from `/First` on); an object written out in the file itself keeps precedence.
   */
  addObjectStream(data: Uint8Array, n: number, first: number): void {
    const reader = new PdfReader(data, 0);
    const entries: [number, number][] = [];
    for (let i = 0; i < Math.min(n, MAX_ITEMS); i++) {
      const [num, offset] = [reader.value(), reader.value()];
      if (typeof num !== 'number' || typeof offset !== 'number') break;
      entries.push([num, offset]);
    }
    for (const [num, offset] of entries) {
      const key = `${num} 0`;
      if (this.at.has(key) || this.packed.has(key)) continue;
      const value = new PdfReader(data, first + offset).value();
      if (value !== undefined) this.packed.set(key, value);
    }
  }

  /** The object an indirect reference points to, in the file or inside an unpacked object stream. */
  get(ref: PdfRef): PdfValue | undefined {
    const key = `${ref.num} ${ref.gen}`;
    const pos = this.at.get(key);
    return pos === undefined ? this.packed.get(key) : new PdfReader(this.buf, pos).value();
  }

  /** Follows references (a few hops at most). */
  resolve(v: PdfValue | undefined): PdfValue | undefined {
    for (let hops = 0; hops < 8 && isRef(v); hops++) v = this.get(v);
    return isRef(v) ? undefined : v;
  }
}
