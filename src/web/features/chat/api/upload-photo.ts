// POST /api/images: a chat photo goes through the same pipeline as ad photos.
import type { UploadedImage } from '../../../../domain/api';
import { api } from '../../../lib/api/client';

export function uploadPhoto(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return api<UploadedImage>('/api/images', { method: 'POST', body });
}
