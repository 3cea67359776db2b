// 'Block' and 'Report', each confirmed in a dialog. Blocking stops both people
// writing; a report goes to the moderators with an optional reason.
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { CHAT_TEXT, type ConversationDetail } from '../../../../domain/chat';
import { CHAT_REPORT_REASON_MAX_LENGTH } from '../../../../domain/limits';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/translation';
import { useReport, useSetBlocked } from '../api/actions';

const button =
  'min-h-11 rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-canvas disabled:opacity-60';

export function SafetyActions({ conversation }: { conversation: ConversationDetail }) {
  const block = useSetBlocked(conversation.id);
  const report = useReport(conversation.id);
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [reason, setReason] = useState('');
  const name = conversation.other.name;
  const fail = (e: Error) => toast.error(e.message);

  return (
    <div className="flex gap-2">
      {conversation.blocked === 'by-me' ? (
        <button
          type="button"
          className={button}
          disabled={block.isPending}
          onClick={() => block.mutate(false, { onError: fail })}
        >
          {t(CHAT_TEXT.unblock)}
        </button>
      ) : (
        <button type="button" className={button} onClick={() => setDialog('block')}>
          {t(CHAT_TEXT.block)}
        </button>
      )}
      <button
        type="button"
        className={button}
        disabled={conversation.reportedByMe}
        onClick={() => setDialog('report')}
      >
        {conversation.reportedByMe ? t('chat.reported') : t(CHAT_TEXT.report)}
      </button>

      <Dialog
        open={dialog === 'block'}
        onClose={() => setDialog(null)}
        title={t('chat.blockTitle', { name })}
        description={t('chat.blockText')}
        size="sm"
      >
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={button} onClick={() => setDialog(null)}>
            {t('chat.cancel')}
          </button>
          <button
            type="button"
            disabled={block.isPending}
            onClick={() => block.mutate(true, { onSuccess: () => setDialog(null), onError: fail })}
            className="min-h-11 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
          >
            {t(CHAT_TEXT.block)}
          </button>
        </div>
      </Dialog>

      <Dialog
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
        title={t('chat.reportTitle')}
        description={t('chat.reportText')}
        size="sm"
      >
        <form
          className="mt-4"
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate(reason, {
              onSuccess: () => {
                setDialog(null);
                toast.success(t('chat.reportThanks'));
              },
              onError: fail,
            });
          }}
        >
          <label htmlFor="report-reason" className="text-sm font-medium">
            {t('chat.whatWentWrong')}
          </label>
          <textarea
            id="report-reason"
            value={reason}
            maxLength={CHAT_REPORT_REASON_MAX_LENGTH}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
          />
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className={button} onClick={() => setDialog(null)}>
              {t('chat.cancel')}
            </button>
            <button
              type="submit"
              disabled={report.isPending}
              className="min-h-11 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t(CHAT_TEXT.report)}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
