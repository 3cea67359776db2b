// @vitest-environment happy-dom
// A filter chip's × is a link to the address without it, so it works before the app and without it;
// with the app, its click removes the filter in place and loads nothing (decision 213).
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createI18n } from '../../lib/i18n';
import { TranslationProvider } from '../../lib/translation';
import { ActiveFilters } from './filter-chips';

afterEach(cleanup);

it('links each chip to the address without it, and removes it in place when the app runs', () => {
  const onRemove = vi.fn();
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <ActiveFilters
        filters={[
          { keys: ['location'], label: 'Lahore' },
          { keys: ['minPrice', 'maxPrice'], label: 'Under Rs. 50 lac' },
        ]}
        onRemove={onRemove}
        hrefWithout={(keys) => `/property?without=${keys.join(',')}`}
      />
    </TranslationProvider>,
  );
  const lahore = screen.getByRole('link', { name: 'Remove filter: Lahore' });
  expect(lahore.getAttribute('href')).toBe('/property?without=location');
  const price = screen.getByRole('link', { name: 'Remove filter: Under Rs. 50 lac' });
  expect(price.getAttribute('href')).toBe('/property?without=minPrice,maxPrice');
  // fireEvent answers false when a handler cancelled the click's default (the page load).
  expect(fireEvent.click(price)).toBe(false);
  expect(onRemove).toHaveBeenCalledWith(['minPrice', 'maxPrice']);
});
