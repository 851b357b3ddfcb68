import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusReturnTarget, openerPathOf, returnFocus, tabbables, trapTab } from './focus-trap';

interface DialogFocusOptions {
  /** Called on Escape; leave out (or pass undefined) while the dialog must not close. */
  onEscape?: (() => void) | undefined;
  /** What gets focus on open; otherwise the first field, else the first tabbable control, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Everything a modal dialog owes keyboard users: focus moves into `panel` on open, Tab and Shift+Tab
 * cycle inside it, Escape closes it, and on close focus returns to the control that opened it.
 * Give `panel` `tabIndex={-1}` so it can hold focus while every control in it is disabled.
 * @example const panel = useRef<HTMLDivElement>(null); useDialogFocus(panel, { onEscape: onClose });
 */
export function useDialogFocus(
  panel: RefObject<HTMLElement | null>,
  { onEscape, initialFocus }: DialogFocusOptions = {},
): void {
  // Read during the first render, before the dialog's own fields can take focus.
  const [openerPath] = useState(() => openerPathOf(typeof document === 'undefined' ? null : document.activeElement));
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = panel.current;
    if (!container) return;
    if (!container.contains(document.activeElement)) {
      const field = container.querySelector<HTMLElement>(
        'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])',
      );
      (initialFocus?.current ?? field ?? tabbables(container)[0] ?? container).focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab') {
        trapTab(event, container);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      returnFocus(focusReturnTarget(openerPath));
    };
  }, [panel, initialFocus, openerPath]);
}
