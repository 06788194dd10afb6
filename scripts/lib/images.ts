/**
 * Build-time images: one 1200×630 Open Graph card per template (each page's
 * og:image, see src/seo/head.ts) and the PNG icons (favicon fallback, Apple
 * touch icon, the logo in the structured data), rendered from SVG with sharp
 * so nothing binary needs to be committed for them.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { manifest, type Template } from '../../core/urls/manifest';
import { business } from '../../core/facts/business-profile';
import { BRAND_ICON_SVG } from '../../content/brand-icon';
import { brands } from '../../content/brands';
import { BRAND_ICON_PNG } from '../../core/facts/brand-icon-uri';
import { declarationOf } from '../../core/urls/templates';

/** The heading of a template's card: its declaration's `og` (core/urls/templates/). */
function ogHeading(template: Template): string {
  const { og } = declarationOf(template);
  return typeof og === 'string' ? og : og({ brandCount: brands.all.length, cityCount: business.coverage.cityCount });
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function ogCardSvg(heading: string): string {
  const facts = `Same-day service · ${business.warranty.days}-day warranty · ${business.phoneDisplay}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b4f6c"/>
  <rect x="0" y="560" width="1200" height="70" fill="#083a50"/>
  <circle cx="1040" cy="170" r="230" fill="#0e5f82"/>
  <rect x="930" y="80" width="200" height="290" rx="24" fill="#ffffff"/>
  <rect x="930" y="180" width="200" height="14" fill="#0b4f6c"/>
  <rect x="960" y="110" width="16" height="48" rx="8" fill="#0b4f6c"/>
  <circle cx="1120" cy="370" r="70" fill="#b4460b"/>
  <path d="M1088 372l22 22 42-46" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="80" y="150" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#cfe4ee">${escapeXml(business.name)}</text>
  <text x="80" y="290" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="70" font-weight="800" fill="#ffffff">${escapeXml(heading)}</text>
  <text x="80" y="370" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="36" fill="#e6f1f6">San Francisco &amp; the Bay Area</text>
  <text x="80" y="606" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="#ffffff">${escapeXml(facts)}</text>
</svg>`;
}

export async function writeImages(dist: string): Promise<void> {
  mkdirSync(join(dist, 'og'), { recursive: true });
  const templates = [...new Set(manifest.map((e) => e.template))];
  await Promise.all(
    templates.map((t) =>
      sharp(Buffer.from(ogCardSvg(ogHeading(t))))
        .png({ compressionLevel: 9 })
        .toFile(join(dist, 'og', `${t}.png`)),
    ),
  );
  const icon = Buffer.from(BRAND_ICON_SVG);
  await Promise.all(
    Object.values(BRAND_ICON_PNG).map(({ path, size }) => {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      return sharp(icon, { density: 384 }).resize(size, size).png().toFile(join(dist, path));
    }),
  );
}
