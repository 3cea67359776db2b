// /dev/outbox (docs/architecture.md §6 "SMS codes"): the development outbox's messages, the latest
// to each number, newest first. Plain HTML in the development sign-in's look, no script, every value
// escaped. Only registered where the outbox is the SMS backend (sms/choose-sender.ts).
import { layout } from '../auth/dev-issuer/page';
import { escapeHtml } from '../http/html';
import type { OutboxEntry } from './sms/dev-outbox';

export function outboxPage(entries: OutboxEntry[]): string {
  const list = entries.length
    ? `<ul class="outbox">${entries
        .map(
          (e) => `<li><div class="to">${escapeHtml(e.to)}</div>
<p class="text">${escapeHtml(e.text)}</p>
<time datetime="${e.sentAt.toISOString()}">${escapeHtml(e.sentAt.toISOString().slice(11, 19))} UTC</time></li>`,
        )
        .join('\n')}</ul>`
    : '<p class="empty">No SMS yet. Ask for a code in Settings and it appears here.</p>';
  return layout(
    'Development outbox',
    `<style>.outbox{list-style:none;margin:20px 0 0;padding:0;display:grid;gap:12px}
.outbox li{border:1px solid #e3e8e7;border-radius:12px;padding:12px 14px}
.to{font-weight:700;font-variant-numeric:tabular-nums}.text{margin:4px 0;color:#14221f}
time{font-size:13px;color:#5b6b68}.empty{margin-top:20px}</style>
<h1>Development outbox</h1>
<p>No SMS provider is configured, so text messages land here (and in the server log) instead of on a phone. The latest message to each number comes first.</p>
${list}
<div class="foot"><a href="/settings">Back to Settings</a><span>Set SMS_PROVIDER_URL to send real SMS.</span></div>`,
  );
}
