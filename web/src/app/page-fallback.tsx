/** Shown for the split second a lazy page chunk is loading. */
export function PageFallback() {
  return <div className="page-fallback" aria-busy="true" />;
}
