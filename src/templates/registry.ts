/**
 * One lazily loaded component per template (core/templates/): `src/templates/<Name>Page.tsx` for the
 * template `<name>` (`BlogPostPage.tsx` for `blog-post`), found by that name, so this table names no
 * template. tests/unit/templates.test.ts holds the files and the declarations to each other.
 */
import type { ComponentType } from 'react';
import type { Template } from '../../core/urls/manifest';

type Loader = () => Promise<{ default: ComponentType }>;

const components = import.meta.glob<{ default: ComponentType }>('./*Page.tsx');

/** `./BlogPostPage.tsx` → `blog-post`. */
const templateOf = (file: string) =>
  file
    .slice(2, -8)
    .replace(/\B[A-Z]/g, (c) => `-${c}`)
    .toLowerCase();

export const templateLoaders = Object.fromEntries(
  Object.entries(components).map(([file, load]) => [templateOf(file), load]),
) as Record<Template, Loader>;
