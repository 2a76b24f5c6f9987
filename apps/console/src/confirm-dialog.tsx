import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Dialog } from './dialog.js';
import { StatusMessage } from './status-message.js';

/** Asks before an action that cannot be undone; Cancel has the focus, so Enter alone never confirms. */
export function ConfirmDialog({ title, confirmLabel, onConfirm, onClose, children }: {
  title: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ComponentChildren;
}) {
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <div class="dialog-form">
        {children}
        <StatusMessage error={error} />
        <div class="dialog-buttons">
          <button type="button" class="secondary" autoFocus onClick={onClose}>Cancel</button>
          <button type="button" class="danger" disabled={busy} onClick={() => void confirm()}>{confirmLabel}</button>
        </div>
      </div>
    </Dialog>
  );
}
