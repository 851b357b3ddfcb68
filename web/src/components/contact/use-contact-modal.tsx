import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ContactModal } from './contact-modal';

/**
 * State for the contact dialog. Focus returns to whatever opened it when it closes.
 * @example const { openContact, contactModal } = useContactModal();
 */
export function useContactModal(): { openContact(): void; contactModal: ReactNode } {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const openContact = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    // After React removes the dialog, give focus back to the control that opened it.
    queueMicrotask(() => opener.current?.focus());
  }, []);

  return { openContact, contactModal: open ? <ContactModal onClose={close} /> : null };
}
