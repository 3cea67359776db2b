import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../../domain/limits';
import { checkFile, toUpload } from './use-photos';

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('checkFile (docs/product.md §8)', () => {
  it('takes JPEG, PNG and WebP up to the limit', () => {
    expect(checkFile(file('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES))).toBeUndefined();
    expect(checkFile(file('a.png', 'image/png', 10))).toBeUndefined();
    expect(checkFile(file('a.webp', 'image/webp', 10))).toBeUndefined();
  });

  it('refuses other types in the spec’s words, and leaves oversized photos to be made smaller', () => {
    expect(checkFile(file('notes.txt', 'text/plain', 10))).toBe(
      'File notes.txt is not a supported image format.',
    );
    expect(checkFile(file('logo.svg', 'image/svg+xml', 10))).toBe(
      'File logo.svg is not a supported image format.',
    );
    expect(checkFile(file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1))).toBeUndefined();
  });

  it('uploads a photo within the limit as it is, and says a photo it cannot shrink is too large', async () => {
    const small = file('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES);
    expect(await toUpload(small)).toBe(small);
    // Not a picture the browser can read (and no canvas here): the spec's words for a large photo.
    await expect(toUpload(file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1))).rejects.toThrow(
      'File big.jpg is too large. Maximum size is 5MB.',
    );
  });
});
