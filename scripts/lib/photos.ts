/**
 * The owner's photo pipeline (docs/editing-content.md "Add a photo"): each entry of
 * content/photos/index.ts becomes AVIF and WebP copies at a few widths, so a
 * 4 MB phone photo reaches a visitor as a 30–120 KB file sized to the screen.
 * `planPhotos` checks the originals and says what pages will show (read by
 * the `virtual:photos` module, ./photos-plugin.ts); `writePhotos` encodes
 * the files into dist/ (postbuild). Every failure names the file.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { photoEntrySchema, type PhotoEntry, type TeamMember } from '../../model/schemas.ts';
import { contentFile } from './content-overlay.ts';
import { issueLines, parseOptions } from '@bay-appliance/common/issue-text';
import type { PhotoMeta } from '../../core/facts/photo-meta';

export type { PhotoMeta };

export const PHOTO_DIR = 'content/photos';
/** Public folder of the encoded copies. */
export const PHOTO_URL_DIR = '/images/photos';
/**
 * Widths made of every photo (never wider than the original): 160 px for a portrait beside the first
 * call to action (56 px on screen, sharp at 2×), the others for figures from a phone to a desktop.
 */
export const PHOTO_WIDTHS = [160, 480, 960, 1440] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;

/** An original larger than this is refused: export a smaller copy from the phone or photo app. */
export const PHOTO_LIMITS = { maxBytes: 15 * 1024 * 1024, maxSidePx: 8192, minWidthPx: 480 };

interface Options {
  dir?: string;
  limits?: typeof PHOTO_LIMITS;
}

const variantName = (id: string, width: number, format: string) => `${id}-${width}.${format}`;

function widthsFor(original: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= original);
  return widths.length ? [...widths] : [original];
}

/** Checks every entry and its original; throws one message listing each problem with its file. */
export async function planPhotos(
  entries: unknown[],
  { dir = PHOTO_DIR, limits = PHOTO_LIMITS }: Options = {},
): Promise<PhotoMeta[]> {
  const errors: string[] = [];
  const plans: PhotoMeta[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of entries.entries()) {
    const file = (raw as { file?: unknown })?.file;
    const where = `${dir}/index.ts: photos.${i} (${typeof file === 'string' ? file : 'no file'})`;
    const parsed = photoEntrySchema.safeParse(raw, parseOptions);
    if (!parsed.success) {
      errors.push(...issueLines(where, parsed.error.issues, raw));
      continue;
    }
    const entry: PhotoEntry = parsed.data;
    if (seen.has(entry.id)) errors.push(`${where}: id: "${entry.id}" is used twice`);
    seen.add(entry.id);
    const path = join(dir, entry.file);
    if (!existsSync(path)) {
      errors.push(`${path}: missing (named by ${where})`);
      continue;
    }
    const bytes = statSync(path).size;
    if (bytes > limits.maxBytes) {
      errors.push(
        `${path}: ${(bytes / 1024 / 1024).toFixed(1)} MB is over the ${limits.maxBytes / 1024 / 1024} MB limit for an original; export a smaller copy`,
      );
      continue;
    }
    const meta = await sharp(path)
      .metadata()
      .catch(() => null);
    if (!meta || (meta.format !== 'jpeg' && meta.format !== 'png')) {
      errors.push(`${path}: not a readable JPEG or PNG`);
      continue;
    }
    // Phones store portrait photos sideways with an EXIF orientation; the copies are turned upright.
    const sideways = (meta.orientation ?? 1) >= 5;
    const width = sideways ? meta.height! : meta.width!;
    const height = sideways ? meta.width! : meta.height!;
    if (Math.max(width, height) > limits.maxSidePx) {
      errors.push(
        `${path}: ${width}×${height} px is over the ${limits.maxSidePx} px limit for an original; export a smaller copy`,
      );
      continue;
    }
    if (width < limits.minWidthPx) {
      errors.push(`${path}: ${width} px wide is under the ${limits.minWidthPx} px a sharp photo needs`);
      continue;
    }
    const widths = widthsFor(width);
    const largest = widths[widths.length - 1];
    const url = (w: number, format: string) => `${PHOTO_URL_DIR}/${variantName(entry.id, w, format)}`;
    plans.push({
      id: entry.id,
      alt: entry.alt,
      caption: entry.caption,
      ...(entry.service && { service: entry.service }),
      ...(entry.city && { city: entry.city }),
      width: largest,
      height: Math.round((height * largest) / width),
      src: url(widths[Math.floor(widths.length / 2)], 'webp'),
      sources: PHOTO_FORMATS.map((format) => ({
        type: `image/${format}` as const,
        srcSet: widths.map((w) => `${url(w, format)} ${w}w`).join(', '),
      })),
    });
  }
  if (errors.length) throw new Error(`Photos (docs/editing-content.md "Add a photo"):\n  ${errors.join('\n  ')}`);
  return plans;
}

/** Encodes every planned photo into `{outRoot}/images/photos/`; returns the files written. */
export async function writePhotos(entries: unknown[], outRoot: string, options: Options = {}): Promise<string[]> {
  const dir = options.dir ?? PHOTO_DIR;
  const plans = await planPhotos(entries, options);
  const out = join(outRoot, PHOTO_URL_DIR);
  const written: string[] = [];
  for (const plan of plans) {
    const entry = (entries as PhotoEntry[]).find((e) => e.id === plan.id)!;
    const widths = plan.sources[0].srcSet.split(', ').map((s) => Number(/ (\d+)w$/.exec(s)![1]));
    mkdirSync(out, { recursive: true });
    for (const width of widths) {
      // rotate() applies the EXIF orientation; sharp drops EXIF (and any GPS position) on output.
      const resized = sharp(join(dir, entry.file)).rotate().resize({ width, withoutEnlargement: true });
      const avif = join(out, variantName(plan.id, width, 'avif'));
      const webp = join(out, variantName(plan.id, width, 'webp'));
      await resized.clone().avif({ quality: 50, effort: 4 }).toFile(avif);
      await resized.clone().webp({ quality: 74 }).toFile(webp);
      written.push(avif, webp);
    }
  }
  return written;
}

/** Every id the team and the job row name must be a photo: one line per one that is not. */
export function photoReferenceErrors(photos: PhotoEntry[], team: TeamMember[], jobPhotos: string[]): string[] {
  const ids = new Set(photos.map((p) => p.id));
  return [
    ...team.flatMap((m, i) =>
      m.portrait && !ids.has(m.portrait)
        ? [`${contentFile('team.ts')}: team.${i}.portrait: "${m.portrait}" is not a photo in content/photos/index.ts`]
        : [],
    ),
    ...jobPhotos.flatMap((id, i) =>
      ids.has(id)
        ? []
        : [`${contentFile('photos/index.ts')}: jobPhotos.${i}: "${id}" is not a photo in its photos list`],
    ),
  ];
}
