// The title row of a dialog the server draws as a native popover (decisions 208, 213): its heading,
// which names the popover (`${popoverId}-title`), and a × that closes it without a script.
import { useTranslation } from '../../lib/translation';

export function PopoverHeader({ popoverId, title }: { popoverId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start justify-between gap-3">
      <h2 id={`${popoverId}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <button
        type="button"
        popoverTarget={popoverId}
        popoverTargetAction="hide"
        aria-label={t('common.close')}
        className="-me-2 -mt-2 grid h-11 w-11 shrink-0 place-items-center rounded-lg text-xl text-muted hover:bg-canvas"
      >
        ×
      </button>
    </div>
  );
}
