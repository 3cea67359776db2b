// POST /api/images, one photo per request. XMLHttpRequest rather than fetch: only it reports upload
// progress, and a seller on a slow connection needs to see a 4 MB photo moving.
import type { UploadedImage } from '../../../../domain/api';
import { UPLOADS_IN_FLIGHT_PER_PERSON } from '../../../../domain/limits';
import { isMessageCode, say } from '../../../../domain/messages';
import { apiErrorOf } from '../../../lib/api/client';
import { MSG } from '../../../../domain/schemas/messages';

class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function errorMessage(xhr: XMLHttpRequest): string {
  if (xhr.status === 401) return MSG.notLoggedIn;
  let data: unknown;
  try {
    data = JSON.parse(xhr.responseText);
  } catch {
    return MSG.imageProblem; // not JSON (a proxy's error page)
  }
  const error = apiErrorOf(xhr.status, data);
  if (error.code === 'http_error') return MSG.imageProblem;
  // Kept as the English text of its code (say), which the picker words in the page's language.
  const said = error.codes.message;
  return said && isMessageCode(said.code) ? say(said.code, said.values) : error.message;
}

// The server takes UPLOADS_IN_FLIGHT_PER_PERSON uploads at once per person and answers 429
// to more: five photos dropped together wait here for a free slot instead.
let inFlight = 0;
const waiting: (() => void)[] = [];

async function slot(signal?: AbortSignal): Promise<() => void> {
  while (inFlight >= UPLOADS_IN_FLIGHT_PER_PERSON) {
    await new Promise<void>((resume) => waiting.push(resume));
    if (signal?.aborted) throw new UploadError('Upload cancelled.', 0);
  }
  inFlight += 1;
  return () => {
    inFlight -= 1;
    waiting.shift()?.();
  };
}

export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const release = await slot(signal);
  try {
    return await send(file, onProgress, signal);
  } finally {
    release();
  }
}

function send(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadError('Upload cancelled.', 0));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(new UploadError(MSG.imageProblem, xhr.status));
        }
      } else reject(new UploadError(errorMessage(xhr), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(MSG.imageProblem, 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled.', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
