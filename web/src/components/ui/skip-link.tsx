import type { MouseEvent } from 'react';

/** The id every page gives its <main>: the link's target exists without script too. */
export const MAIN_ID = 'main';

/** Moves focus to the page's <main>; handled here so the router never sees a hash change. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** The first stop for keyboard users on every page; visible only while focused. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
      Skip to main content
    </a>
  );
}
