// Verified numbers in Settings (decision 186): ask for a code, type it in, remove a number. Each
// answer updates the one list (lib/api/phones.ts) the ad form reads too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeSentResponse, VerifiedPhonesResponse } from '../../../../domain/phone-api';
import { api } from '../../../lib/api/client';
import { phoneKeys } from '../../../lib/api/phones';

const askPhoneCode = (phone: string) =>
  api<CodeSentResponse>('/api/me/phones/codes', { method: 'POST', body: { phone } });

const checkPhoneCode = (input: { phone: string; code: string }) =>
  api<VerifiedPhonesResponse>('/api/me/phones/verify', { method: 'POST', body: input });

const removePhone = (phone: string) =>
  api<void>(`/api/me/phones/${encodeURIComponent(phone)}`, { method: 'DELETE' });

export function useAskPhoneCode() {
  return useMutation({ mutationFn: askPhoneCode });
}

export function useCheckPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPhoneCode,
    onSuccess: (list) => queryClient.setQueryData(phoneKeys.verified, list),
  });
}

export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKeys.verified }),
  });
}
