/**
 * The owner's photo pipeline over fixture photos made here with sharp (no
 * binary fixtures in the repository): sized AVIF and WebP copies with their
 * srcset, width and height, upright and without EXIF; every bad entry fails
 * naming the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { planPhotos, photoReferenceErrors, writePhotos, PHOTO_LIMITS } from '../../scripts/lib/photos';

let dir: string;
let out: string;
const alt = 'Technician holding the burned-out drain pump taken from a front-load washer';
const entry = (over: Record<string, unknown> = {}) => ({
  id: 'washer-pump',
  file: 'washer-pump.jpg',
  alt,
  caption: 'Drain pump replacement, Daly City',
  ...over,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'photos-src-'));
  out = mkdtempSync(join(tmpdir(), 'photos-out-'));
  // A phone-sized landscape photo with a GPS position in its EXIF, and a portrait one stored sideways.
  const noise = (w: number, h: number) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b4f6c"/><stop offset="1" stop-color="#f2a900"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 3}" fill="#fff"/></svg>`,
      ),
    );
  await noise(2000, 1500)
    .jpeg({ quality: 80 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 47/1 0/1' } })
    .toFile(join(dir, 'washer-pump.jpg'));
  await noise(1200, 900).jpeg().withMetadata({ orientation: 6 }).toFile(join(dir, 'sideways.jpg'));
  await noise(300, 200).png().toFile(join(dir, 'tiny.png'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('photo pipeline', { timeout: 60_000 }, () => {
  it('plans AVIF and WebP srcsets at 160, 480, 960 and 1440 px with the width and height of the largest copy', async () => {
    const [plan] = await planPhotos([entry()], { dir });
    expect(plan).toMatchObject({
      id: 'washer-pump',
      alt,
      width: 1440,
      height: 1080,
      src: '/images/photos/washer-pump-960.webp',
    });
    expect(plan.sources).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/images/photos/washer-pump-160.avif 160w, /images/photos/washer-pump-480.avif 480w, /images/photos/washer-pump-960.avif 960w, /images/photos/washer-pump-1440.avif 1440w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/images/photos/washer-pump-160.webp 160w, /images/photos/washer-pump-480.webp 480w, /images/photos/washer-pump-960.webp 960w, /images/photos/washer-pump-1440.webp 1440w',
      },
    ]);
  });

  it('writes the copies at their widths, much smaller than the original, without EXIF', async () => {
    const files = await writePhotos([entry()], out, { dir });
    expect(files).toHaveLength(8);
    const small = await sharp(join(out, 'images/photos/washer-pump-480.webp')).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 480, 360]);
    expect((await sharp(join(out, 'images/photos/washer-pump-1440.avif')).metadata()).format).toBe('heif');
    expect(small.exif).toBeUndefined();
    expect(statSync(join(out, 'images/photos/washer-pump-960.webp')).size).toBeLessThan(
      statSync(join(dir, 'washer-pump.jpg')).size,
    );
  });

  it('turns a sideways phone photo upright', async () => {
    const [plan] = await planPhotos([entry({ id: 'sideways', file: 'sideways.jpg' })], { dir });
    // Stored 1200×900 with orientation 6: shown 900 wide and 1200 high, so copies at 480 px only.
    expect([plan.width, plan.height]).toEqual([480, 640]);
    await writePhotos([entry({ id: 'sideways', file: 'sideways.jpg' })], out, { dir });
    const copy = await sharp(join(out, 'images/photos/sideways-480.webp')).metadata();
    expect([copy.width, copy.height]).toEqual([480, 640]);
  });

  it('fails naming the file when the alt text is missing or says only "photo of"', async () => {
    await expect(planPhotos([entry({ alt: undefined })], { dir })).rejects.toThrow(
      /photos\.0 \(washer-pump\.jpg\): alt: is missing/,
    );
    await expect(planPhotos([entry({ alt: 'Photo of a washer pump on the floor' })], { dir })).rejects.toThrow(
      /washer-pump\.jpg\): alt: describes the scene/,
    );
  });

  it('fails naming the file when the original is oversize, too small, missing or not a photo', async () => {
    await expect(planPhotos([entry()], { dir, limits: { ...PHOTO_LIMITS, maxBytes: 1_000 } })).rejects.toThrow(
      /washer-pump\.jpg: [\d.]+ MB is over the/,
    );
    await expect(planPhotos([entry()], { dir, limits: { ...PHOTO_LIMITS, maxSidePx: 1024 } })).rejects.toThrow(
      /washer-pump\.jpg: 2000×1500 px is over the 1024 px limit/,
    );
    await expect(planPhotos([entry({ id: 'tiny', file: 'tiny.png' })], { dir })).rejects.toThrow(
      /tiny\.png: 300 px wide is under/,
    );
    await expect(planPhotos([entry({ file: 'nowhere.jpg' })], { dir })).rejects.toThrow(/nowhere\.jpg: missing/);
    await expect(planPhotos([entry({ file: 'pump.heic' })], { dir })).rejects.toThrow(
      /pump\.heic\): file: must be a JPEG or PNG/,
    );
  });

  it('ships with no photos: the empty list plans nothing', async () => {
    const { photos } = await import('../../content/photos/index');
    expect(await planPhotos(photos)).toEqual([]);
  });
});

describe('team portraits and the job-photo row name photos of the list', () => {
  const photo = { id: 'van', file: 'van.jpg', alt: 'Our service van parked on a Sunset street', caption: 'The van' };
  const person = { name: 'Ana', role: 'Technician', years: 5, bio: 'Mostly washers and dryers.' };
  it('accepts ids that are photos, and a person without a portrait', () => {
    expect(photoReferenceErrors([photo], [{ ...person, portrait: 'van' }, person], ['van'])).toEqual([]);
  });
  it('names the file, the field and the id that is not a photo', () => {
    expect(photoReferenceErrors([photo], [{ ...person, portrait: 'ana' }], ['job-1'])).toEqual([
      expect.stringMatching(/content\/team\.ts: team\.0\.portrait: "ana" is not a photo/),
      expect.stringMatching(/content\/photos\/index\.ts: jobPhotos\.0: "job-1" is not a photo/),
    ]);
  });
});
