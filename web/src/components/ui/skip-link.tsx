import type { MouseEvent } from 'react';

/** Moves focus to the page's <main>; handled here so the router never sees a hash change. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** The first stop for keyboard users on every page; visible only while focused. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main" onClick={skipToMain}>
      Skip to main content
    </a>
  );
}
