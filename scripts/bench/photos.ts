// Camera-like test photos for the upload benchmark (issue 5 "Performance"): 12 MP (4000×3000) JPEGs
// of about 4 MB at quality 92, made locally: a smooth random scene (small random images enlarged:
// broad areas of colour plus finer texture, like walls, sky and objects) with sensor-like grain, so
// they compress like a phone photo rather than like flat colour or pure noise.
import sharp from 'sharp';
import { Rng } from '../../src/server/demo/prng';

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
const FULL = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT };

function randomImage(rng: Rng, width: number, height: number, channels: 1 | 3, min: number, max: number) {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = rng.int(min, max);
  return sharp(data, { raw: { width, height, channels } });
}

export async function cameraLikeJpeg(seed: number): Promise<Buffer> {
  const rng = new Rng(seed);
  const [scene, texture, grain] = await Promise.all([
    randomImage(rng, 12, 9, 3, 40, 215)
      .resize({ ...FULL, kernel: 'cubic' })
      .png({ compressionLevel: 0 })
      .toBuffer(),
    randomImage(rng, 400, 300, 1, 90, 166)
      .resize({ ...FULL, kernel: 'cubic' })
      .png({ compressionLevel: 0 })
      .toBuffer(),
    // A 512 px tile of grain repeated: as noisy as a sensor, a fraction of the cost of 12 MP of noise.
    sharp({
      create: {
        width: 512,
        height: 512,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  ]);
  return sharp(scene)
    .composite([
      { input: texture, blend: 'overlay' },
      { input: grain, tile: true, blend: 'soft-light' },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}
