/**
 * Registry of blog posts. Each `.md` file is parsed at build time (front matter
 * validated, Markdown rendered to HTML) by the markdown plugin in
 * scripts/lib/markdown.ts, so the browser never ships a Markdown parser.
 */
import type { Post } from '../../model/types';
import refrigeratorNotCooling from './refrigerator-not-cooling.md';
import dishwasherMaintenance from './dishwasher-maintenance.md';
import whenToRepairVsReplace from './when-to-repair-vs-replace.md';

/** Newest first, as the blog index lists them. Each module was validated as a post (the folder decides the schema). */
export const posts = [refrigeratorNotCooling, dishwasherMaintenance, whenToRepairVsReplace] as Post[];
