// Plain pdfjs text extraction (open, getTextContent on every page): the baseline the converter is measured against.
let lib: typeof import('pdfjs-dist/legacy/build/pdf.mjs') | undefined;

async function load() {
  if (lib) return lib;
  const g = globalThis as Record<string, unknown>;
  g.DOMMatrix ??= class {
    a = 1;
    b = 0;
    c = 0;
    d = 1;
    e = 0;
    f = 0;
  };
  g.Path2D ??= class {};
  g.ImageData ??= class {};
  g.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return lib;
}

export async function bareExtract(bytes: Uint8Array): Promise<number> {
  const pdfjs = await load();
  // Same document options as the converter's extractor, so the comparison is like for like.
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  let items = 0;
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    items += (await page.getTextContent({ disableNormalization: true })).items.length;
    page.cleanup();
  }
  await doc.destroy();
  return items;
}
