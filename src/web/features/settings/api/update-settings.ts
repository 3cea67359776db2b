// PATCH /api/me/settings: the default number and city that prefill new ads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../domain/api';
import type { SettingsInput } from '../../../../domain/schemas';
import { api } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session';

const updateSettings = (input: SettingsInput) =>
  api<MeResponse>('/api/me/settings', { method: 'PATCH', body: { ...input } });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (me) => queryClient.setQueryData(sessionKeys.me, me),
  });
}
