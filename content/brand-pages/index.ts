/**
 * Registry of the brand repair pages (docs/brands.md): one file per brand, named after its
 * slug, at /brands/{slug}. Brands without a file get the smaller entry on /brands.
 * scripts/lib/content-check.ts checks every file here is listed and vice versa.
 */
import type { BrandPage } from '../../model/schemas';
import whirlpool from './whirlpool';
import ge from './ge';
import samsung from './samsung';
import lg from './lg';
import maytag from './maytag';
import frigidaire from './frigidaire';
import kitchenaid from './kitchenaid';
import bosch from './bosch';
import subZero from './sub-zero';

export const brandPages: BrandPage[] = [whirlpool, ge, samsung, lg, maytag, frigidaire, kitchenaid, bosch, subZero];
