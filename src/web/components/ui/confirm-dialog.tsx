// A question asked once before a step (delete an ad, mark it sold), on the shared accessible Dialog:
// focus starts on Cancel, the safe choice, and Escape, the backdrop and the phone's Back all cancel.
import { Dialog } from './dialog';

export function ConfirmDialog({
  open,
  message,
  detail,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message: string;
  detail?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Red for what cannot be undone (delete), the brand colour for what can (mark as sold). */
  tone?: 'danger' | 'brand';
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const confirmClass = tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800';
  return (
    <Dialog open={open} onClose={onCancel} title={message} description={detail} size="sm">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-line px-5 font-semibold text-ink hover:bg-canvas"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={`min-h-11 rounded-lg px-5 font-semibold text-white disabled:opacity-60 ${confirmClass}`}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
