/** What a page needs to show one of the owner's photos (made by scripts/lib/photos.ts, shown by src/components/ui/Photo.tsx). */
export interface PhotoSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface PhotoMeta {
  id: string;
  alt: string;
  caption: string;
  /** A job photo's appliance page and city (content/photos/index.ts): the pages that show it in their hero. */
  service?: string;
  city?: string;
  /** Of the largest copy; the aspect ratio every copy shares. */
  width: number;
  height: number;
  /** The middle WebP copy, for browsers without <picture>. */
  src: string;
  sources: PhotoSource[];
}
