import { useId, useRef } from 'react';
import { CONTACT_EMAIL } from '../seo/site';
import { useDialogFocus } from '../ui/use-dialog-focus';
import '../ui/modal-backdrop.css';
import './contact.css';

interface ContactModalProps {
  onClose(): void;
}

/** The contact dialog: focus moves in, stays in (Tab cycles), Escape or the backdrop closes it, focus returns. */
export function ContactModal({ onClose }: ContactModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useDialogFocus(panel, { onEscape: onClose, initialFocus: closeButton });

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="contact-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>Contact Us</h2>
        <p>
          Questions about a conversion, credits or business pricing? Email us and we will reply within 48 business
          hours.
        </p>
        <p className="contact-address">
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        <div className="contact-actions">
          <button ref={closeButton} type="button" className="contact-close" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
