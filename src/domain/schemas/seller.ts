// A seller's page's query (decision 185): the page of their ads, read as a listing's page is.
import { z } from 'zod';
import { listingQueryBaseSchema } from './listing-query';

/** GET /api/sellers/:id/ads?page= */
export const sellerAdsQuerySchema = z.object({ page: listingQueryBaseSchema.shape.page });
