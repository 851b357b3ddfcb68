import { useCallback, useState, type ReactNode } from 'react';
import { ContactModal } from './contact-modal';

/**
 * State for the contact dialog (which returns focus to whatever opened it when it closes).
 * @example const { openContact, contactModal } = useContactModal();
 */
export function useContactModal(): { openContact(): void; contactModal: ReactNode } {
  const [open, setOpen] = useState(false);
  const openContact = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  return { openContact, contactModal: open ? <ContactModal onClose={close} /> : null };
}
