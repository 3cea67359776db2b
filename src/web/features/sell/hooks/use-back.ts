// "Back" that goes one step back when there is a step to go back to, else to a sensible page (someone
// who opened the link directly has no history in this tab).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else navigate(fallback);
  }, [key, navigate, fallback]);
}
