// The contact rule against disguises (decisions 146 and 179): every row of the shared table is posted to the
// create route as a signed-in seller, and the ones that must be refused are, in the field they were
// typed into; real ad text (prices, years, sizes, model names) is accepted. One app per database.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactMessage, typedLabel } from '../../domain/schemas/contact-rule';
import {
  CONTACT_CASES,
  caseInput,
  caseMessage,
  type ContactCase,
} from '../../../test/support/domain/contact-variants';
import { DISGUISES, ORDINARY_TEXTS } from '../../../test/support/domain/disguises';
import { ads } from '../db/schema';
import { validAdInput } from '../../../test/support/server/ad-input-factory';
import { buildTestApp, request, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadPhoto } from '../../../test/support/server/photos';

/** Accepted ads per seller, well under the daily ad limit and the hourly photo limit. */
const ADS_PER_SELLER = 10;

describeEachDatabase('Contact details in disguise', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  it(`answers all ${CONTACT_CASES.length} rows of the table as the table says`, async () => {
    expect(CONTACT_CASES.length).toBeGreaterThanOrEqual(80);
    expect(CONTACT_CASES.filter((c) => c.refused).length).toBeGreaterThanOrEqual(60);
    let seller = await signedIn(db(), 'Seller');
    let posted = 0;
    let spare = await uploadPhoto(app, seller.cookie);
    const wrong: { row: ContactCase; status: number; fields: unknown }[] = [];
    for (const row of CONTACT_CASES) {
      if (posted === ADS_PER_SELLER) {
        seller = await signedIn(db(), 'Seller');
        spare = await uploadPhoto(app, seller.cookie);
        posted = 0;
      }
      // A refused ad never takes its photo, so one spare serves them all (until one is wrongly accepted).
      const photo = row.refused ? spare : await uploadPhoto(app, seller.cookie);
      const res = await request(app, {
        method: 'POST',
        url: '/api/ads',
        cookie: seller.cookie,
        payload: caseInput(row, [photo]),
      });
      if (res.statusCode === 201) {
        posted += 1;
        if (row.refused) spare = await uploadPhoto(app, seller.cookie);
      }
      const fields = res.statusCode === 400 ? res.json().error.fields : undefined;
      const right = row.refused
        ? res.statusCode === 400 && fields?.[row.field] === caseMessage(row)
        : res.statusCode === 201;
      if (!right) wrong.push({ row, status: res.statusCode, fields: fields ?? res.body });
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every row of the disguise table typed into a description, and takes an honest one', async () => {
    const seller = await signedIn(db(), 'Table');
    const photo = await uploadPhoto(app, seller.cookie);
    const wrong: { text: string; status: number; field: unknown }[] = [];
    for (const text of Object.values(DISGUISES).flat()) {
      const input = validAdInput('mobiles', {
        formData: { description: `${text}. Well kept, serious buyers only.` },
        images: [photo],
      });
      const res = await request(app, {
        method: 'POST',
        url: '/api/ads',
        cookie: seller.cookie,
        payload: input,
      });
      const field = res.statusCode === 400 ? res.json().error.fields.description : undefined;
      if (
        !/^Please remove the (phone number|email address|link or handle) from Description;/.test(field ?? '')
      )
        wrong.push({ text, status: res.statusCode, field: field ?? res.body });
    }
    expect(wrong).toEqual([]);
    const honest = validAdInput('mobiles', {
      formData: { description: `${ORDINARY_TEXTS.join('. ')}.` },
      images: [photo],
    });
    const res = await request(app, {
      method: 'POST',
      url: '/api/ads',
      cookie: seller.cookie,
      payload: honest,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a disguised number or link on edit too, in the field it was typed into', async () => {
    const seller = await signedIn(db(), 'Editor');
    const input = validAdInput('propertyforsale', { images: [await uploadPhoto(app, seller.cookie)] });
    const created = await request(app, {
      method: 'POST',
      url: '/api/ads',
      cookie: seller.cookie,
      payload: input,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    for (const [kind, formData] of [
      ['phone', { bathrooms: 'Other', bathroomsCustom: '923211234567' }],
      ['phone', { society: 'DHA, zero three zero zero one two three four five six seven' }],
      ['link', { description: 'Spacious house, photos at hxxps://bit[.]ly/house and more' }],
    ] as const) {
      const res = await request(app, {
        method: 'PUT',
        url: `/api/ads/${id}`,
        cookie: seller.cookie,
        payload: { ...input, formData: { ...input.formData, ...formData } },
      });
      const field = Object.keys(formData).at(-1)!;
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(
        contactMessage(kind, typedLabel('propertyforsale', field)),
      );
    }
    const [row] = await db().db.select().from(ads).where(eq(ads.id, id));
    expect(row!.formData).toMatchObject(input.formData);
  });
});
