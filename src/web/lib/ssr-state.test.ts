// The state a server render hands to the browser survives the trip through HTML: an ad's text cannot
// close the <script> it travels in, and a 401 comes back as the ApiRequestError the ad page checks.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api/client';
import { readSsrState, writeSsrState, type SsrState } from './ssr-state';
import { SSR_STATE_ID } from '../../domain/ssr';

const query = (key: string, state: Record<string, unknown>) =>
  ({
    queryKey: [key],
    queryHash: JSON.stringify([key]),
    state,
  }) as unknown as SsrState['queries']['queries'][number];

function roundTrip(state: SsrState): SsrState | null {
  const json = writeSsrState(state);
  const doc = { getElementById: (id: string) => (id === SSR_STATE_ID ? { textContent: json } : null) };
  return readSsrState(doc as unknown as Document);
}

describe('server render state', () => {
  it('cannot end its script element early, whatever an ad says', () => {
    const title = 'Cheap phone </script><script>alert(1)</script> \u2028';
    const json = writeSsrState({
      router: { loaderData: {}, actionData: null, errors: null },
      queries: { mutations: [], queries: [query('ad', { status: 'success', data: { title } })] },
    });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json).queries.queries[0].state.data.title).toBe(title);
  });

  it('brings a sign-in error back as the ApiRequestError the page draws from', () => {
    const back = roundTrip({
      router: { loaderData: {}, actionData: null, errors: null },
      queries: {
        mutations: [],
        queries: [
          query('ad', {
            status: 'error',
            error: new ApiRequestError(401, 'unauthorized', 'Please sign in to see this ad.'),
          }),
        ],
      },
    });
    const error = back?.queries.queries[0]?.state.error;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Please sign in to see this ad.',
    });
  });

  it('is absent from a page the server did not draw', () => {
    expect(readSsrState({ getElementById: () => null } as unknown as Document)).toBeNull();
  });
});
