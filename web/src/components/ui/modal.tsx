import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal-backdrop.css';
import './ui.css';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Set while work is in flight so Escape and the backdrop cannot drop it halfway. */
  locked?: boolean;
}

/** A dialog that closes on Escape and on a click on the backdrop. */
export function Modal({ title, onClose, children, locked = false }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !locked) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, locked]);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
  }, []);

  return (
    <div
      className="modal-backdrop"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !locked) onClose();
      }}
    >
      <div ref={panel} className="modal card" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
