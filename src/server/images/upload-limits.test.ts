// Upload limits under parallel requests: the hourly limit is counted and
// written atomically, one person has at most UPLOADS_IN_FLIGHT_PER_PERSON uploads on their way in, and
// the line of photos waiting for processing is bounded (503 with a clear message when full).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  IMAGE_PROCESSING_CONCURRENCY,
  IMAGE_QUEUE_MAX_WAITING,
  UNATTACHED_UPLOADS_PER_HOUR,
  UPLOADS_IN_FLIGHT_PER_PERSON,
} from '../../domain/limits';
import { MSG } from '../../domain/schemas';
import { adImages } from '../db/schema';
import { buildTestApp, signedIn } from '../../../test/support/server/app';
import { describeEachDatabase } from '../../../test/support/server/databases';
import { uploadFiles } from '../../../test/support/server/photos';
import { cameraJpeg, smallImage } from '../../../test/support/server/test-images';

describeEachDatabase('upload limits under parallel requests', (db) => {
  let app: FastifyInstance;
  let camera: Buffer;
  beforeAll(async () => {
    app = await buildTestApp(db());
    camera = await cameraJpeg({ gps: false });
  });
  afterAll(() => app.close());

  const upload = (cookie: string, bytes: Buffer) => uploadFiles(app, cookie, [{ filename: 'p.jpg', bytes }]);

  it('lets two parallel uploads at the hourly limit through one at a time: exactly one is taken', async () => {
    const person = await signedIn(db());
    await db()
      .db.insert(adImages)
      .values(
        Array.from({ length: UNATTACHED_UPLOADS_PER_HOUR - 1 }, () => ({
          id: crypto.randomUUID(),
          userId: person.userId,
          width: 10,
          height: 10,
          bytes: 10,
        })),
      );
    const results = await Promise.all(
      Array.from({ length: UPLOADS_IN_FLIGHT_PER_PERSON }, () => upload(person.cookie, camera)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    expect(results.find((r) => r.statusCode === 429)!.json().error.message).toBe(MSG.uploadsPerHour);
    const rows = await db().db.$count(adImages, undefined);
    expect(rows).toBeGreaterThanOrEqual(UNATTACHED_UPLOADS_PER_HOUR);
  });

  it(`holds one person to ${UPLOADS_IN_FLIGHT_PER_PERSON} uploads in flight`, async () => {
    const person = await signedIn(db());
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(person.cookie, camera)));
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(6 - UPLOADS_IN_FLIGHT_PER_PERSON - 1);
    for (const r of refused) expect(r.json().error.message).toBe(MSG.uploadsInFlight);
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    // Once they are done, the next one is taken.
    expect((await upload(person.cookie, await smallImage('jpeg'))).statusCode).toBe(201);
  });

  it('refuses photos past the processing line with a 503 the person can act on', async () => {
    const capacity = IMAGE_PROCESSING_CONCURRENCY + IMAGE_QUEUE_MAX_WAITING;
    const people = await Promise.all(
      Array.from({ length: Math.ceil((capacity + 6) / UPLOADS_IN_FLIGHT_PER_PERSON) }, () => signedIn(db())),
    );
    const results = await Promise.all(
      people.flatMap((p) =>
        Array.from({ length: UPLOADS_IN_FLIGHT_PER_PERSON }, () => upload(p.cookie, camera)),
      ),
    );
    const busy = results.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const r of busy) expect(r.json().error).toMatchObject({ code: 'busy', message: MSG.uploadsBusy });
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 503)).toBe(true);
  });
});
