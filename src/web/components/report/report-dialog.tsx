// 'Report this ad', from the ad page and the card's menu: a reason, a note (required for
// Other), 'Send report', then the thanks. The server's message is shown as it comes (already reported,
// too many today, own ad), in Urdu on Urdu pages: the reasons and messages are src/domain's texts.
import { useId, useState, type FormEvent } from 'react';
import { REPORT_NOTE_MAX_LENGTH } from '../../../domain/limits';
import { REPORT_MSG, type ReportReason } from '../../../domain/safety/reports';
import { useReportAd } from '../../lib/api/ad-report';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { useTranslation } from '../../lib/translation';
import { ReportReasons } from './report-reasons';

export function ReportDialog({ adId, open, onClose }: { adId: string; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t(REPORT_MSG.title)} size="sm">
      <ReportForm adId={adId} onClose={onClose} />
    </Dialog>
  );
}

function ReportForm({ adId, onClose }: { adId: string; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const send = useReportAd(adId, (error) =>
    // The server's rules ('already reported') come with their codes, worded in the page's language.
    setProblem(t.error(error, t('report.failed'))),
  );

  if (send.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-ink">
          {t(REPORT_MSG.thanks)}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('common.close')}
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem(t(REPORT_MSG.reasonRequired));
    if (reason === 'other' && !note.trim()) return setProblem(t(REPORT_MSG.noteRequired));
    setProblem('');
    send.mutate({ reason, note });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <ReportReasons name={`${id}-reason`} chosen={reason} onChoose={setReason} />
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-semibold text-ink">
          {reason === 'other' ? t('report.whatIsWrong') : t('report.anythingElse')}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={REPORT_NOTE_MAX_LENGTH}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          className="mt-1 w-full rounded-lg border border-line p-3 text-base"
        />
        <p className="text-end text-xs text-muted">
          {note.length}/{REPORT_NOTE_MAX_LENGTH}
        </p>
      </div>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={send.isPending}
        className="flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {send.isPending && <Spinner label={t('report.sending')} className="h-4 w-4" />}
        {t(REPORT_MSG.send)}
      </button>
    </form>
  );
}
