// DELETE /api/me: the account, its ads, photos and sessions.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAfterSignOut } from '../../../lib/session';

export const deleteAccount = () => api<void>('/api/me', { method: 'DELETE' });

export function useDeleteAccount() {
  const afterSignOut = useAfterSignOut();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => afterSignOut('Your account and your ads have been deleted.'),
  });
}
