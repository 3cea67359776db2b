// @vitest-environment happy-dom
// The form as a seller meets it: the spec's messages on an empty submit, errors that clear as they
// type, price keys filtered, and the server's field messages mapped back (docs/product.md §5, §8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { TranslationProvider } from '../../../lib/translation';
import { addEnglishSection, createI18n } from '../../../lib/i18n';
import { enSell } from '../../../i18n/en-sell';
import { LoginPromptProvider, SessionProvider, sessionKeys } from '../../../lib/session';
import { phoneKeys } from '../../../lib/api/phones';
import { aSessionUser } from '../../../../../test/support/web/session-user-factory';
import { newAdFormData } from '../lib/form-values';
import { resolveTarget, type PostTarget } from '../lib/post-target';
import { MemoryRouter } from 'react-router';
import { adInputSchema } from '../../../../domain/schemas';
import { AdForm, toAdInput } from './ad-form';

const PHOTO = '6f1c3c39-5a43-4c3e-9a55-2b2f3f0e2d1a';
const user = aSessionUser();

function target(c: string, b: string, m: string): PostTarget {
  const r = resolveTarget(c, b, m);
  if (r.kind !== 'ok') throw new Error('unresolved');
  return r.target;
}

function renderForm(t: PostTarget, uploaded: string[] = [], verified: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.me, { user });
  // The person's verified numbers, as Settings left them (the form offers them first).
  client.setQueryData(phoneKeys.verified, {
    items: verified.map((phone) => ({ phone, verifiedAt: '2026-11-01T10:00:00.000Z' })),
    available: true,
  });
  // The sell pages add their texts (useEnglishSection); the form alone is given them here.
  const i18n = createI18n('en');
  addEnglishSection(i18n, 'sell', enSell);
  return render(
    <MemoryRouter>
      <TranslationProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <SessionProvider>
            <LoginPromptProvider>
              <AdForm
                target={t}
                initialFormData={newAdFormData(t, null)}
                initialPhotos={{ existing: [], uploaded }}
                draftKey="test-draft"
              />
              <Toaster />
            </LoginPromptProvider>
          </SessionProvider>
        </QueryClientProvider>
      </TranslationProvider>
    </MemoryRouter>,
  );
}

/** Types into a city box until the city is offered, and taps it, as a person does. */
async function chooseCity(label: string, city: string) {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, city.slice(0, 4));
  await userEvent.click(
    within(screen.getByRole('listbox', { name: 'Cities' })).getByRole('option', { name: city }),
  );
  expect((box as HTMLInputElement).value).toBe(city);
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the ad form', () => {
  it('shows the spec’s messages on an empty submit and focuses the first field in trouble', async () => {
    renderForm(target('mobiles', 'samsung', 'Galaxy A55'));
    await userEvent.click(screen.getByRole('button', { name: 'Post Advertisement' }));
    expect(await screen.findByText('You are forgetting some fields.')).toBeTruthy();
    expect(screen.getByText('Price is required')).toBeTruthy();
    expect(screen.getByText('Please upload at least one image')).toBeTruthy();
    expect(screen.getByText('Contact number is required')).toBeTruthy();
    const price = screen.getByLabelText('Price');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toBe('field-price-error');
    // Photos come before the details on the page, so the photo picker is the first to fix.
    await waitFor(() => expect(document.activeElement?.id).toBe('photo-input'));
  });

  it('clears a field’s error as soon as it is edited, and reads prices as people write them', async () => {
    renderForm(target('mobiles', 'samsung', 'Galaxy A55'));
    await userEvent.click(screen.getByRole('button', { name: 'Post Advertisement' }));
    await screen.findByText('Price is required');
    const price = screen.getByLabelText('Price') as HTMLInputElement;
    await userEvent.type(price, '4.5 lac');
    expect(screen.queryByText('Price is required')).toBeNull();
    // The number it understood, before anything is sent; the plain number once the field is left.
    expect(screen.getByText('Rs. 450,000')).toBeTruthy();
    await userEvent.tab();
    expect(price.value).toBe('450000');
    expect(price.getAttribute('aria-invalid')).toBeNull();
    await userEvent.clear(price);
    await userEvent.type(price, 'lots');
    expect(screen.getByText('Write a price like 45000, 45k, 4.5 lac or 1.2 crore')).toBeTruthy();
  });

  it('asks for the names when Other was chosen', async () => {
    renderForm(target('mobiles', 'other', 'Other'));
    await userEvent.click(screen.getByRole('button', { name: 'Post Advertisement' }));
    expect(await screen.findByText('Brand name is required')).toBeTruthy();
    expect(screen.getByText('Model name is required')).toBeTruthy();
    // The title is skipped when brand or model is Other (docs/product.md §5).
    expect(screen.queryByText('Title is required')).toBeNull();
  });

  it('shows the server’s refusal under its field and keeps what was typed', async () => {
    // A fresh answer per call: the price guide asks too, once the price is typed (decision 193).
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'validation',
              message: 'You are forgetting some fields.',
              fields: { description: 'Description can be at most 5000 characters' },
            },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    renderForm(target('bikes', 'honda', 'CD 70'), [PHOTO]);
    await userEvent.type(screen.getByLabelText('Year'), '2021');
    await userEvent.selectOptions(screen.getByLabelText('Condition'), 'Used');
    await userEvent.selectOptions(screen.getByLabelText('Engine type'), '4-Stroke');
    await chooseCity('Registration city', 'Lahore');
    await userEvent.type(screen.getByLabelText('Price'), '145000');
    await chooseCity('Location', 'Lahore');
    await userEvent.type(screen.getByLabelText('Description'), 'First owner, genuine parts');
    await userEvent.type(screen.getByLabelText('Contact number'), '0300-1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Post Advertisement' }));

    expect(await screen.findByText('Failed to submit post: You are forgetting some fields.')).toBeTruthy();
    expect(screen.getByText('Description can be at most 5000 characters')).toBeTruthy();
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('145000');
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/ads')!;
    expect(url).toBe('/api/ads');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      category: 'bikes',
      brand: 'Honda',
      model: 'CD 70',
      images: [PHOTO],
      formData: { year: '2021', price: '145000', brandName: 'Honda', modelName: 'CD 70' },
    });
  });

  it('says so when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm(target('jobs', 'sales', 'Sales Executive'), [PHOTO]);
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Sales Sales Executive');
    await userEvent.type(screen.getByLabelText('Company name'), 'Hashoo Group');
    await userEvent.selectOptions(screen.getByLabelText('Employment type'), 'Full-time');
    await userEvent.type(screen.getByLabelText('Experience required'), '2 years');
    await userEvent.type(screen.getByLabelText('Salary'), '80000');
    await chooseCity('Location', 'Karachi');
    await userEvent.type(screen.getByLabelText('Description'), 'Field sales in Karachi');
    await userEvent.type(screen.getByLabelText('Contact number'), '03001234567');
    await userEvent.click(screen.getByRole('button', { name: 'Post Advertisement' }));
    expect(
      await screen.findByText(
        'An error occurred while submitting your post: Failed to fetch. Please try again.',
      ),
    ).toBeTruthy();
  });

  it('asks the marla size for an area in marla, following the city and society until the seller picks', async () => {
    renderForm(target('propertyforsale', 'houses', 'Bungalow'));
    expect(screen.queryByLabelText('Marla size')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Area unit'), 'Marla');
    const size = screen.getByLabelText<HTMLSelectElement>('Marla size');
    expect(size.value).toBe('272.25');
    expect(screen.getByText(/Suggested from the city and society/)).toBeTruthy();
    await chooseCity('Location', 'Lahore');
    await waitFor(() => expect(size.value).toBe('225'));
    await userEvent.selectOptions(size, '250');
    await chooseCity('Location', 'Islamabad');
    expect(size.value).toBe('250');
    await userEvent.selectOptions(screen.getByLabelText('Area unit'), 'Sq. Ft.');
    expect(screen.queryByLabelText('Marla size')).toBeNull();
  });

  it('offers the seller’s verified numbers first, one tap fills the number, and any other number still posts', async () => {
    renderForm(target('mobiles', 'samsung', 'Galaxy A55'), [PHOTO], ['0333-5550001', '0300-7654321']);
    const picks = screen.getByRole('group', { name: 'Your verified numbers:' });
    const offered = within(picks).getAllByRole('button');
    expect(offered.map((b) => b.textContent)).toEqual(['0333-5550001Verified', '0300-7654321Verified']);
    await userEvent.click(offered[1]!);
    const phone = screen.getByLabelText<HTMLInputElement>('Contact number');
    expect(phone.value).toBe('0300-7654321');
    expect(offered[1]!.getAttribute('aria-pressed')).toBe('true');
    // Typed over, the number is the seller's own choice; no pick is pressed.
    await userEvent.clear(phone);
    await userEvent.type(phone, '0345 1112223');
    expect(offered.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });

  it('shows no verified numbers to a seller who has none', () => {
    renderForm(target('mobiles', 'samsung', 'Galaxy A55'), [PHOTO]);
    expect(screen.queryByRole('group', { name: 'Your verified numbers:' })).toBeNull();
  });

  it('finds a town among the many as the seller types, by keyboard too, and refuses a place that is no city', async () => {
    const saved = {
      id: '0b8f3c1e-3c0a-4d7e-9c55-1f2e3d4c5b6a',
      path: '/mobile-phones/0b8f3c1e-3c0a-4d7e-9c55-1f2e3d4c5b6a',
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify(saved), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const posts = () => fetchMock.mock.calls.filter(([u]) => u === '/api/ads');
    renderForm(target('mobiles', 'samsung', 'Galaxy A55'), [PHOTO]);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' });
    await userEvent.click(box);
    const cities = () => within(screen.getByRole('listbox', { name: 'Cities' })).getAllByRole('option');
    expect(cities().length).toBeGreaterThanOrEqual(100);
    await userEvent.type(box, 'yar');
    expect(cities().map((o) => o.textContent)).toEqual(['Rahim Yar Khan', 'Tando Allahyar']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box.value).toBe('Rahim Yar Khan');
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await userEvent.clear(box);
    await userEvent.type(box, 'Atlantis');
    expect(
      screen.getByText('No city called “Atlantis”. Check the spelling, or type the nearest town.'),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Title'), 'Galaxy A55 with box');
    await userEvent.selectOptions(screen.getByLabelText('PTA status'), 'PTA Approved');
    await userEvent.selectOptions(screen.getByLabelText('Condition'), 'Used');
    await userEvent.selectOptions(screen.getByLabelText('Storage'), '256GB');
    await userEvent.type(screen.getByLabelText('Price'), '95000');
    await userEvent.type(screen.getByLabelText('Description'), 'Kept with care, box and charger included.');
    await userEvent.type(screen.getByLabelText('Contact number'), '0300-1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Post Advertisement' }));
    expect(await screen.findByText('Choose a city from the list')).toBeTruthy();
    expect(posts()).toEqual([]);

    // Typed in full, in any case, the city is taken without tapping the list.
    await userEvent.clear(box);
    await userEvent.type(box, 'mirpur khas');
    await userEvent.click(screen.getByRole('button', { name: 'Post Advertisement' }));
    expect(await screen.findByText('Your form has been submitted successfully!')).toBeTruthy();
    expect(JSON.parse(String(posts()[0]![1]?.body)).formData.location).toBe('Mirpur Khas');
    expect(screen.getByRole('link', { name: 'View your ad' }).getAttribute('href')).toBe(saved.path);
    expect(screen.getByRole('link', { name: 'Go to My Ads' }).getAttribute('href')).toBe('/my-ads');
  });
});

describe('toAdInput', () => {
  it('trims, leaves out blanks and keeps a rooms number only with Other', () => {
    const t = target('propertyforsale', 'houses', 'Bungalow');
    const formData = {
      ...newAdFormData(t, null),
      bedrooms: '3',
      bedroomsCustom: '12',
      bathrooms: 'Other',
      bathroomsCustom: ' 11 ',
      title: '  Big house ',
    };
    const input = toAdInput(t, {
      category: 'propertyforsale',
      brand: 'Houses',
      model: 'Bungalow',
      formData,
      images: [],
    });
    expect(input.formData).toMatchObject({
      bedrooms: '3',
      bathrooms: 'Other',
      bathroomsCustom: '11',
      title: 'Big house',
    });
    expect(input.formData).not.toHaveProperty('bedroomsCustom');
    expect(input.formData).not.toHaveProperty('price');
  });

  it('gives a body the shared schema accepts', () => {
    const t = target('mobiles', 'samsung', 'Galaxy A55');
    const formData = {
      ...newAdFormData(t, { defaultPhone: '0300-1234567', defaultCity: 'Karachi' }),
      Title: 'Galaxy A55 8/256',
      ptaApproved: 'PTA Approved',
      condition: 'Used',
      storage: '256GB',
      price: '95000',
      description: 'Box and charger, 10/10 condition',
    };
    const input = toAdInput(t, {
      category: 'mobiles',
      brand: 'Samsung',
      model: 'Galaxy A55',
      formData,
      images: ['6f1c3c39-5a43-4c3e-9a55-2b2f3f0e2d1a'],
    });
    expect(adInputSchema.safeParse(input).success).toBe(true);
  });

  it('says under the price what ads like this ask, once the price and the key fields are typed', async () => {
    const guide = { low: 155_000, high: 175_000, count: 8, city: null };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ guide }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderForm(target('mobiles', 'samsung', 'Galaxy A55'), [PHOTO]);
    await userEvent.type(screen.getByLabelText('Price'), '160000');
    await userEvent.selectOptions(screen.getByLabelText('PTA status'), 'PTA Approved');
    // Storage is part of the key: nothing is asked without it.
    await new Promise((r) => setTimeout(r, 600));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('Storage'), '256GB');
    expect(await screen.findByText('Ads like yours ask Rs. 1.55–1.75 lac · from 8 ads')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/price-guide?category=mobiles&brand=Samsung&model=Galaxy+A55&storage=256GB&ptaApproved=PTA+Approved',
    );
  });
});
