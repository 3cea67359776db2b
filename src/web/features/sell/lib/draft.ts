// The unfinished ad, kept in sessionStorage so a reload or a killed tab on a phone loses nothing
// (failures keep the work). Per person and per form path; cleared once the ad is saved.
// sessionStorage rather than localStorage: the draft holds a phone number and should not outlive the
// tab on a shared computer.

export interface Draft {
  formData: Record<string, string>;
  /** Ids of photos already uploaded, cover first. */
  photos: string[];
  /** Edit mode: the ad's own photos as the person left them (reordered or trimmed). */
  existing?: string[];
}

export const draftKey = (userId: string, path: string) => `bs:ad-draft:${userId}:${path}`;

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

export function loadDraft(key: string): Draft | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return undefined;
    const data = JSON.parse(raw) as Partial<Draft>;
    if (typeof data.formData !== 'object' || data.formData === null || !isStringArray(data.photos))
      return undefined;
    return {
      formData: data.formData,
      photos: data.photos,
      existing: isStringArray(data.existing) ? data.existing : undefined,
    };
  } catch {
    return undefined; // private mode, quota, or a hand-edited value: start fresh
  }
}

export function saveDraft(key: string, draft: Draft): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the reload safety net is gone.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
