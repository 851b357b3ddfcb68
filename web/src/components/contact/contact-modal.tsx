import { useEffect, useId, useRef } from 'react';
import { CONTACT_EMAIL } from '../seo/site';
import { trapTab } from './focus-trap';
import '../ui/modal-backdrop.css';
import './contact.css';

interface ContactModalProps {
  onClose(): void;
}

/** The contact dialog: focus moves in, stays in (Tab cycles), Escape or the backdrop closes it. */
export function ContactModal({ onClose }: ContactModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panel.current) {
        trapTab(event, panel.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} className="contact-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>Contact Us</h2>
        <p>Questions about a conversion, credits or business pricing? Email us and we will reply within 48 business hours.</p>
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
