// POST /api/ads/:id/contact: the only way a seller's number reaches the browser (docs/architecture.md §5),
// signed in and rate-limited. Past the limit the server's message is shown as it is. The answer is kept
// in the query cache under the ad, so the reveal toggle, Call and WhatsApp on a card and on the ad
// page share one reveal: tapping several of them asks (and counts) once. Signing out forgets it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast';
import type { ContactResponse } from '../../../domain/api';
import { api } from './client';
import { useTranslation } from '../translation';

const revealContact = (id: string) =>
  api<ContactResponse>(`/api/ads/${encodeURIComponent(id)}/contact`, { method: 'POST', body: {} });

const contactKey = (id: string) => ['ads', 'contact', id] as const;

export interface RevealedContact {
  /** The number once revealed (null: the seller left none); undefined until then. */
  phone: string | null | undefined;
  isRevealed: boolean;
  isPending: boolean;
  /** Reveals once; later calls answer from the first reveal. Undefined when the reveal failed. */
  reveal(): Promise<ContactResponse | undefined>;
}

export function useRevealContact(id: string): RevealedContact {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Only ever filled by the mutation below: this query never asks the server itself.
  const kept = useQuery({
    queryKey: contactKey(id),
    queryFn: () => queryClient.getQueryData<ContactResponse>(contactKey(id)) ?? null,
    enabled: false,
    staleTime: Infinity,
  });
  const mutation = useMutation({
    mutationKey: contactKey(id),
    mutationFn: () => revealContact(id),
    onSuccess: (data) => queryClient.setQueryData(contactKey(id), data),
    onError: (error) => toast.error(t.error(error, t('card.numberFailed'))),
  });
  const data = kept.data ?? undefined;
  const reveal = async () => {
    const known = queryClient.getQueryData<ContactResponse>(contactKey(id));
    if (known) return known;
    if (queryClient.isMutating({ mutationKey: contactKey(id) })) return undefined;
    return mutation.mutateAsync().catch(() => undefined);
  };
  return { phone: data?.phone, isRevealed: !!data, isPending: mutation.isPending, reveal };
}
