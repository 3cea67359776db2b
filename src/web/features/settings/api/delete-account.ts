// DELETE /api/me: the account, its ads, photos and sessions.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { useAfterSignOut } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';

const deleteAccount = () => api<void>('/api/me', { method: 'DELETE' });

export function useDeleteAccount() {
  const afterSignOut = useAfterSignOut();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => afterSignOut(t('auth.accountDeleted')),
  });
}
