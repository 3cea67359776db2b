// PATCH /api/me/display-name: the name shown on the person's page, ads and chats (decision 185).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../domain/api';
import type { DisplayNameInput } from '../../../../domain/schemas';
import { api } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session';

const updateDisplayName = (input: DisplayNameInput) =>
  api<MeResponse>('/api/me/display-name', { method: 'PATCH', body: { ...input } });

export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayName,
    onSuccess: async (me) => {
      queryClient.setQueryData(sessionKeys.me, me);
      // Their page, ads and chats show the new name: what was read before is stale.
      await queryClient.invalidateQueries({ queryKey: ['sellers'] });
    },
  });
}
