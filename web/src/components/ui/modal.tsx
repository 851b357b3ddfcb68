import { useId, useRef, type ReactNode } from 'react';
import { useDialogFocus } from './use-dialog-focus';
import './modal-backdrop.css';
import './ui.css';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Set while work is in flight so Escape and the backdrop cannot drop it halfway. */
  locked?: boolean;
  /** Extra class on the panel, beside `modal card`. */
  className?: string;
}

/**
 * The app's dialog: focus moves in and stays in (Tab cycles), Escape and a click on the backdrop
 * close it, and focus returns to whatever opened it. Every modal in the app should be one of these.
 */
export function Modal({ title, onClose, children, locked = false, className }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, { onEscape: locked ? undefined : onClose });

  return (
    <div
      className="modal-backdrop"
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !locked) onClose();
      }}
    >
      <div
        ref={panel}
        className={`modal card${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
