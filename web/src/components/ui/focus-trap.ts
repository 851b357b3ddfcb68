const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Elements inside `container` that Tab can reach, in document order (hidden and inert ones left out). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (item) => !item.closest('[hidden], [inert]') && item.getAttribute('tabindex') !== '-1',
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`; returns true when it moved focus itself.
 * With nothing tabbable inside (every button disabled while work runs), focus stays on the container.
 * @example if (event.key === 'Tab') trapTab(event, panel)
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  const items = tabbables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const active = document.activeElement;
  const outside = !container.contains(active) || active === container;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/**
 * Where focus goes back to when a dialog closes: the control that opened it or, when that control
 * is gone (the dialog's action replaced it), the nearest of its former ancestors still on the page.
 */
export function focusReturnTarget(openerPath: readonly HTMLElement[]): HTMLElement | undefined {
  return openerPath.find((element) => element.isConnected && element !== document.body);
}

/** The opener and its ancestors, recorded when a dialog opens. */
export function openerPathOf(active: Element | null): HTMLElement[] {
  const path: HTMLElement[] = [];
  for (let node = active; node instanceof HTMLElement && node !== document.body; node = node.parentElement)
    path.push(node);
  return path;
}

/** Moves focus to `target`, making a non-interactive element programmatically focusable first. */
export function returnFocus(target: HTMLElement | undefined): void {
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}
