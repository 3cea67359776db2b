// What was typed in the price and area boxes, each with the query string's value it was typed over:
// a box shows the query string again once that value changes (applied, back button, reset).
import { useState } from 'react';
import { TYPED_PARAMS, type TypedFilters, type TypedParam } from '../listing-params';

export function useTypedFilters(params: URLSearchParams) {
  const [drafts, setDrafts] = useState<Partial<Record<TypedParam, { text: string; over: string }>>>({});
  const typed: TypedFilters = {};
  for (const key of TYPED_PARAMS) {
    const draft = drafts[key];
    if (draft && draft.over === (params.get(key) ?? '')) typed[key] = draft.text;
  }
  return {
    typed,
    type: (key: TypedParam, text: string) =>
      setDrafts((d) => ({ ...d, [key]: { text, over: params.get(key) ?? '' } })),
    forget: (keys: readonly string[]) =>
      setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !keys.includes(k)))),
    forgetAll: () => setDrafts({}),
  };
}
