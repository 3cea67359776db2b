// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion, SuggestionsResponse } from '../../../domain/api';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/limits';
import { createI18n } from '../../lib/i18n';
import { TranslationProvider } from '../../lib/translation';
import { SearchCombobox, suggestionUrl } from './search-combobox';

const i18n = createI18n('en');

const ITEMS: Suggestion[] = [
  { label: 'Samsung', category: 'mobiles', params: { brand: 'Samsung' }, count: 1200 },
  {
    label: 'Samsung Galaxy A55',
    category: 'mobiles',
    params: { brand: 'Samsung', model: 'Galaxy A55' },
    count: 12,
  },
  { label: 'Mobiles', category: 'mobiles', params: {}, count: 3000 },
];

function Harness({ onChoose }: { onChoose(s: Suggestion): void }) {
  const [value, setValue] = useState('');
  return (
    <TranslationProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SearchCombobox
          id="s"
          label="Search ads"
          value={value}
          onValueChange={setValue}
          onChoose={onChoose}
        />
      </QueryClientProvider>
    </TranslationProvider>
  );
}

const fetchMock = vi.fn(async (url: string) => {
  const body: SuggestionsResponse = { items: new URL(url, 'http://x').searchParams.get('q') ? ITEMS : [] };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
  });
}

describe('search suggestions', () => {
  it('asks nothing for one character, and only once the typing pauses', async () => {
    render(<Harness onChoose={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Search ads' });
    await type(input, ' s ');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: 'sa' } });
    fireEvent.input(input, { target: { value: 'sam' } });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/suggestions?q=sam');
  });

  it('moves with the arrows, chooses with Enter and closes with Escape', async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const input = screen.getByRole('combobox', { name: 'Search ads' });
    await type(input, 'sam');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const selected = screen.getByRole('option', { selected: true });
    expect(selected.textContent).toContain('Samsung Galaxy A55');
    expect(input.getAttribute('aria-activedescendant')).toBe(selected.id);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(ITEMS[0]);
  });

  it('stays closed when Escape came before its suggestions, until the next words', async () => {
    let answer = () => {};
    fetchMock.mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve(Response.json({ items: ITEMS }))) as never),
    );
    render(<Harness onChoose={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Search ads' });
    await type(input, 'sam');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Escape while the answer is on its way (the list the person saw was boot.js's): once it comes,
    // nothing opens.
    fireEvent.keyDown(input, { key: 'Escape' });
    await act(async () => {
      answer();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // The next words open it again.
    await type(input, 'sams');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('sends a brand or model to its category page with q, a category without', () => {
    expect(suggestionUrl(ITEMS[1]!)).toBe('/mobile-phones?brand=Samsung&model=Galaxy+A55');
    expect(suggestionUrl(ITEMS[2]!)).toBe('/mobile-phones');
  });
});
