import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

/** A page with a button that opens a two-control dialog; `removeOpener` hides the opener while it is open. */
function Page({ locked = false, removeOpener = false }: { locked?: boolean; removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Area">
      {open && removeOpener ? <p>Working</p> : <button onClick={() => setOpen(true)}>Open</button>}
      <button>Elsewhere</button>
      {open ? (
        <Modal title="Check" onClose={() => setOpen(false)} locked={locked}>
          <input aria-label="Name" disabled={locked} />
          <button disabled={locked} onClick={() => setOpen(false)}>
            Done
          </button>
        </Modal>
      ) : null}
    </section>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Check' }) };
}

describe('Modal focus', () => {
  it('moves focus to the first field, cycles Tab inside and returns focus to the opener on Escape', () => {
    render(<Page />);
    const { opener } = open();
    const name = screen.getByLabelText('Name');
    const done = screen.getByRole('button', { name: 'Done' });
    expect(document.activeElement).toBe(name);
    done.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(name);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('pulls focus back in when it has escaped to the page', () => {
    render(<Page />);
    open();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('returns focus to the opener when closed from inside', () => {
    render(<Page />);
    const { opener } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.activeElement).toBe(opener);
  });

  it('while locked ignores Escape and the backdrop and keeps focus on the panel', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Busy" onClose={onClose} locked>
        <button disabled>Cancel</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Busy' });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives focus to the nearest remaining container when the opener is gone', () => {
    render(<Page removeOpener />);
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Area' }));
  });
});
