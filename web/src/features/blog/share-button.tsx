import { useState } from 'react';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

/**
 * Shares through the native share sheet where there is one; otherwise copies the link and says so.
 * A cancelled native share is not an error.
 */
export async function shareArticle(title: string, url: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await copyText(url);
  return 'copied';
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older or locked-down browsers: fall back to a hidden text field.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    document.execCommand('copy');
    field.remove();
  }
}

/** The share button, with 'Link copied to clipboard!' said beside it (not in an alert) when the link was copied. */
export function ShareButton({ title }: { title: string }) {
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="blog-share"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setCopied(false);
          void shareArticle(title, window.location.href)
            .then((outcome) => setCopied(outcome === 'copied'))
            .finally(() => setBusy(false));
        }}
      >
        Share this article
      </button>
      <span className="blog-share-status" role="status">
        {copied ? LINK_COPIED_MESSAGE : ''}
      </span>
    </>
  );
}
