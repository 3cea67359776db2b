// Reports and moderation: the reasons a person can give, and the words the API answers with.
import { z } from 'zod';
import { plainString } from '../schemas/text';
import { say } from '../messages';
import { MODERATION_REASON_MAX_LENGTH, REPORT_NOTE_MAX_LENGTH } from '../limits';

export const REPORT_REASONS = [
  { key: 'fraud', label: 'Fraud or scam' },
  { key: 'wrong_category', label: 'Wrong category' },
  { key: 'sold', label: 'Sold or unavailable' },
  { key: 'duplicate', label: 'Duplicate ad' },
  { key: 'offensive', label: 'Offensive content' },
  { key: 'wrong_details', label: 'Wrong price or details' },
  { key: 'other', label: 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['key'];
const REASON_KEYS = REPORT_REASONS.map((r) => r.key) as [ReportReason, ...ReportReason[]];

export function reasonLabel(key: string): string {
  return REPORT_REASONS.find((r) => r.key === key)?.label ?? key;
}

export const REPORT_MSG = {
  title: 'Report this ad',
  send: 'Send report',
  thanks: 'Thank you. Our team will review this ad.',
  reasonRequired: say('report.reasonRequired'),
  noteRequired: say('report.noteRequired'),
  noteTooLong: say('report.noteTooLong'),
  ownAd: say('report.ownAd'),
  already: say('report.already'),
  perDay: say('report.perDay'),
  suspended: say('account.suspended'),
  reasonTooLong: say('moderation.reasonTooLong'),
  hideReasonRequired: say('moderation.hideReasonRequired'),
} as const;

/** A report's fields, shared by the JSON route and its form twin (schemas/form-posts.ts). */
export const reportFields = {
  reason: z.enum(REASON_KEYS, { error: REPORT_MSG.reasonRequired }),
  note: plainString({ multiline: true })
    .trim()
    .max(REPORT_NOTE_MAX_LENGTH, REPORT_MSG.noteTooLong)
    .default(''),
};

/** 'Other' says what: its note is required. */
export function otherNeedsANote(input: { reason: ReportReason; note: string }, ctx: z.RefinementCtx) {
  if (input.reason === 'other' && !input.note)
    ctx.addIssue({ code: 'custom', path: ['note'], message: REPORT_MSG.noteRequired });
}

export const reportInputSchema = z.object(reportFields).strict().superRefine(otherNeedsANote);
export type ReportInput = z.infer<typeof reportInputSchema>;

/** A moderator's note on an action; required to hide an ad or ban a seller (checked per action). */
export const moderationInputSchema = z
  .object({
    reason: plainString({ multiline: true })
      .trim()
      .max(MODERATION_REASON_MAX_LENGTH, REPORT_MSG.reasonTooLong)
      .default(''),
  })
  .strict();
