// POST /api/ads/:id/contact: the only way a seller's number reaches the browser (ARCHITECTURE.md §5),
// signed in and rate-limited. Past the limit the server's message is shown as it is.
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ContactResponse } from '../../../domain/api';
import { api, ApiRequestError } from '../../lib/api';
import { useTranslation } from 'react-i18next';

export const revealContact = (id: string) =>
  api<ContactResponse>(`/api/ads/${encodeURIComponent(id)}/contact`, { method: 'POST', body: {} });

export function useRevealContact(id: string) {
  const { t } = useTranslation();
  return useMutation({
    mutationKey: ['ads', 'contact', id],
    mutationFn: () => revealContact(id),
    onError: (error) =>
      toast.error(error instanceof ApiRequestError ? error.message : t('card.numberFailed')),
  });
}
