// POST /api/images: one photo per request, field "file" (decision 030). The size limit is enforced by
// the multipart parser while the bytes stream in (413 past MAX_IMAGE_BYTES), so at most one photo's
// worth of memory is held per request. Multipart is registered in this plugin's scope only.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadedImage } from '../../domain/api';
import { uploadedImageSchema } from '../../domain/api-schemas';
import { MAX_IMAGE_BYTES, UPLOADS_IN_FLIGHT_PER_PERSON } from '../../domain/limits';
import { MSG } from '../../domain/schemas';
import { PERSON, signedInUser } from '../auth/guard';
import { ApiError, tooMany } from '../http/errors';
import { unstorableError, unstorableIn } from '../http/storable-text';
import { ImageRejectedError } from './process';
import { QueueFullError } from './queue';
import { checkUploadAllowance, storeUpload } from './upload-service';

// Any second file, second part or text field is refused as soon as it starts.
const LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, parts: 1, fields: 0, fieldSize: 1024 };

export async function uploadRoute(app: FastifyInstance) {
  await app.register(multipart, { limits: LIMITS });

  // Uploads each person has on their way in through this process. Counted before the body is read,
  // so one person cannot fill the memory or the processing line with parallel uploads.
  const inFlight = new Map<string, number>();

  // Signed in before a byte of the photo is read (the access rule runs before the body is parsed).
  const answer = { schema: { response: { 201: uploadedImageSchema } } };
  app.post(
    '/api/images',
    { config: { ...PERSON, signIn: MSG.notLoggedIn }, ...answer },
    async (request, reply): Promise<UploadedImage> => {
      const user = signedInUser(request);
      const mine = inFlight.get(user.id) ?? 0;
      if (mine >= UPLOADS_IN_FLIGHT_PER_PERSON) throw tooMany(MSG.uploadsInFlight);
      inFlight.set(user.id, mine + 1);
      try {
        await checkUploadAllowance(app.db, user.id);
        const file = await readOnePhoto(request);
        try {
          const image = await storeUpload(app.db, app.images, user.id, file.bytes);
          reply.status(201);
          return image;
        } catch (error) {
          if (error instanceof QueueFullError) throw new ApiError(503, 'busy', MSG.uploadsBusy);
          if (!(error instanceof ImageRejectedError)) throw error;
          request.log.info({ reason: error.reason, detail: error.message }, 'photo refused');
          throw new ApiError(400, 'bad_image', rejectMessage(error, file.name));
        }
      } finally {
        const left = (inFlight.get(user.id) ?? 1) - 1;
        if (left > 0) inFlight.set(user.id, left);
        else inFlight.delete(user.id);
      }
    },
  );
}

function rejectMessage(error: ImageRejectedError, name: string): string {
  if (error.reason === 'format') return MSG.imageType(name);
  if (error.reason === 'pixels') return MSG.imagePixels(name);
  return MSG.imageProblem;
}

async function readOnePhoto(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  let found: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (found) throw new ApiError(413, 'too_large', MSG.imageOneAtATime);
      // The edge check (decision 181) sees only parsed bodies; a part's names are read here.
      for (const text of [part.fieldname, part.type === 'file' ? part.filename : ''])
        if (unstorableIn(text)) throw unstorableError(['file'], unstorableIn(text)!);
      if (part.type !== 'file' || part.fieldname !== 'file')
        throw new ApiError(400, 'bad_request', MSG.imageMissing);
      found = { name: displayName(part.filename), bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!found || found.bytes.length === 0) throw new ApiError(400, 'bad_request', MSG.imageMissing);
  return found;
}

function multipartError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as { code?: string; part?: { filename?: string } };
  switch (e.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'too_large', MSG.imageTooLarge(displayName(e.part?.filename)));
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'too_large', MSG.imageOneAtATime);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'unsupported_media_type', MSG.imageMissing);
    default:
      // Anything else the parser throws (no boundary, a body cut short) is a malformed request.
      return new ApiError(400, 'bad_request', MSG.imageProblem);
  }
}

/** The file name as the person knows it, for messages only: no path, no control characters, not huge. */
function displayName(filename: string | undefined): string {
  const base = [...((filename ?? '').split(/[/\\]/).pop() ?? '')]
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('')
    .trim();
  return (base || 'photo').slice(0, 100);
}
