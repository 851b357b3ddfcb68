// pdfjs's legacy build wants DOMMatrix/Path2D/ImageData at import time (for rendering, which we never do).
// Tiny stand-ins avoid shipping the native canvas package just to extract text.
class MatrixStub {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
  constructor(init?: number[]) {
    if (Array.isArray(init) && init.length >= 6)
      [this.a, this.b, this.c, this.d, this.e, this.f] = init as [number, number, number, number, number, number];
  }
  multiplySelf(): this {
    return this;
  }
  preMultiplySelf(): this {
    return this;
  }
  translate(): MatrixStub {
    return new MatrixStub([this.a, this.b, this.c, this.d, this.e, this.f]);
  }
  scale(): MatrixStub {
    return this.translate();
  }
  invertSelf(): this {
    return this;
  }
}
class EmptyStub {}

export function installCanvasStubs(): void {
  const g = globalThis as Record<string, unknown>;
  g.DOMMatrix ??= MatrixStub;
  g.Path2D ??= EmptyStub;
  g.ImageData ??= EmptyStub;
}
