// The reasons to report an ad, as radio buttons: one list for the app's dialog (chosen in its state)
// and the form the server draws (decision 213), where the browser keeps the choice and asks for one.
import { REPORT_REASONS, type ReportReason } from '../../../domain/safety/reports';
import { useTranslation } from '../../lib/translation';

export function ReportReasons({
  name,
  chosen,
  onChoose,
}: {
  name: string;
  /** With onChoose, the app's dialog holds the choice; without, the browser's form does. */
  chosen?: ReportReason | '';
  onChoose?: (reason: ReportReason) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t('report.why')}</legend>
      <div className="mt-2 flex flex-col">
        {REPORT_REASONS.map((r) => (
          <label
            key={r.key}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-canvas"
          >
            <input
              type="radio"
              name={name}
              value={r.key}
              {...(onChoose
                ? { checked: chosen === r.key, onChange: () => onChoose(r.key) }
                : { required: true })}
              className="h-5 w-5 accent-brand-700"
            />
            <span>{t(r.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
