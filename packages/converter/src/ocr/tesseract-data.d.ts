// The English traineddata package ships no types: where its data lies, and that it is gzipped.
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
