// A message typed but not sent, per conversation, so Back and Forward (or a reload) keep it. In
// sessionStorage, so it never outlives the tab, and forgotten when the person signs out or someone
// else signs in (session.tsx, service-worker.ts): on a shared phone a draft must not show to the next
// person (decision 144).

const PREFIX = 'bs:chat-draft:';

export function loadChatDraft(conversationId: string): string {
  try {
    return window.sessionStorage.getItem(PREFIX + conversationId) ?? '';
  } catch {
    return ''; // storage off (private mode): no draft to keep
  }
}

/** Keeps the text, or forgets it when empty. */
export function saveChatDraft(conversationId: string, text: string): void {
  try {
    if (text) window.sessionStorage.setItem(PREFIX + conversationId, text);
    else window.sessionStorage.removeItem(PREFIX + conversationId);
  } catch {
    // Storage full or off: the box still works, only Back loses the text.
  }
}

/** Forgets every conversation's draft. */
export function clearChatDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.sessionStorage.length; i += 1) {
      const key = window.sessionStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}
