// A seller in their own browser context, posting and editing through the API the sell form uses, so
// the buyers' journeys stay short.
import type { Browser } from '@playwright/test';
import sharp from 'sharp';
import type { EditableAd, SavedAdResponse, UploadedImage } from '../../src/domain/api';
import type { CategoryKey } from '../../src/domain/categories';
import { sampleAdInput } from '../../test/support/domain/ad-input-sample';
import { expect, newPerson, signIn } from './fixtures';

/** A seller in their own browser context, posting and editing through the API. */
export async function seller(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = newPerson('Seller Saleem');
  await signIn(page, person);
  const headers = { origin: new URL(baseURL).origin };
  const upload = async () => {
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2266aa' } })
      .jpeg()
      .toBuffer();
    const res = await page.request.post('/api/images', {
      headers,
      multipart: { file: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as UploadedImage).id;
  };
  return {
    /** Who the seller is, to sign in as them elsewhere. */
    person,
    /** The seller's own page, signed in: for journeys where the seller acts in the app. */
    page,
    async post(
      category: CategoryKey,
      formData: Record<string, string>,
      names: { brand?: string; model?: string } = {},
      photos = 1,
    ): Promise<SavedAdResponse> {
      const images: string[] = [];
      for (let i = 0; i < photos; i += 1) images.push(await upload());
      const input = sampleAdInput(category, { ...names, formData, images });
      const res = await page.request.post('/api/ads', { headers, data: input });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as SavedAdResponse;
    },
    async setPrice(id: string, price: string) {
      const { id: _id, ...input } = (await (
        await page.request.get(`/api/ads/${id}/edit`)
      ).json()) as EditableAd;
      const res = await page.request.put(`/api/ads/${id}`, {
        headers,
        data: { ...input, formData: { ...input.formData, price } },
      });
      expect(res.status()).toBe(200);
    },
    /** 'Mark as sold', as My Ads does it; the answer's status. */
    async markSold(id: string): Promise<number> {
      return (await page.request.post(`/api/ads/${id}/sold`, { headers, data: {} })).status();
    },
    close: () => context.close(),
  };
}
