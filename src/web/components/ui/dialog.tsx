// An accessible modal dialog (WAI-ARIA APG "Dialog (Modal)"): labelled by its title, focus moved in on
// open and kept inside (Tab wraps), Escape and a click on the backdrop close it, and focus returns to
// whatever had it before; the phone's Back closes it too. A bottom sheet on phones, a centred card from `sm` up. Anyone may reuse it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useCloseOnBack } from '../../lib/use-close-on-back';
import { useModal } from '../../lib/use-modal';
import { useTranslation } from '../../lib/translation';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: Escape closes only the top one. */
const stack: string[] = [];

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  children: ReactNode;
  /** Width from `sm` up: 28rem, 32rem or 48rem. */
  size?: 'sm' | 'md' | 'lg';
  /** Text of the close (×) button's label. */
  closeLabel?: string;
}

const WIDTH = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl' } as const;

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({ onClose, title, description, children, size = 'md', closeLabel }: DialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const back = useCloseOnBack(true, onClose);
  // The latest onClose without re-running the open/close effect when a parent re-renders.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  const layer = useModal<HTMLDivElement>();

  useEffect(() => {
    stack.push(id);
    const node = panel.current;
    // First control of the content (the × button comes last in the DOM for this reason).
    (node?.querySelector<HTMLElement>(FOCUSABLE) ?? node)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || !node) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return event.preventDefault();
        const first = items[0]!;
        const last = items[items.length - 1]!;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !node.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !node.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(id), 1);
    };
  }, [id]);

  return (
    <div
      ref={layer}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50 p-0 sm:items-center sm:p-4"
      onClickCapture={back.onClickCapture}
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself, not a drag out of a text field.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        tabIndex={-1}
        className={`relative max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-white px-5 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl outline-none sm:rounded-2xl sm:px-7 sm:pb-7 ${WIDTH[size]}`}
      >
        <h2 id={`${id}-title`} className="pe-12 text-xl font-bold leading-tight text-ink">
          {title}
        </h2>
        {description && (
          <p id={`${id}-desc`} className="mt-1.5 pe-8 text-sm text-muted">
            {description}
          </p>
        )}
        <div className="mt-5">{children}</div>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel ?? t('common.close')}
          className="absolute top-3 end-3 grid h-11 w-11 place-items-center rounded-full text-2xl leading-none text-muted hover:bg-canvas hover:text-ink"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
