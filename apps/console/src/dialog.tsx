import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

/**
 * A modal dialog on the browser's own `<dialog>`: focus moves into it (to the `autoFocus` control) and stays there,
 * Escape or a Cancel button closes it, the page behind is inert, and focus goes back to the control that opened it.
 *
 * `onClose` is called once per opening, at the first sign of closing: Escape's `cancel` event (which comes before the
 * browser closes the dialog) or a `close` event. The browser fires `close` a task after the dialog has closed and
 * given the focus back, so a user who reopens at once (Escape, Enter) would otherwise have the new dialog taken away
 * by the old one's late `close`; after the first call, and after unmounting, such events are ignored.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ComponentChildren }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closed = useRef(false);
  const closeOnce = () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      closed.current = true;
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={closeOnce} onClose={closeOnce}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
