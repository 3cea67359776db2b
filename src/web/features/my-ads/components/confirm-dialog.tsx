// The delete confirmation (docs/product.md §5 "Delete asks for confirmation") on the shared accessible Dialog:
// focus starts on Cancel, the safe choice.
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/translation';

export function ConfirmDialog({
  open,
  message,
  detail,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message: string;
  detail?: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} title={message} description={detail} size="sm">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-line px-5 font-semibold text-ink hover:bg-canvas"
        >
          {t('myAds.cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
