/** Before/after gallery (docs/spec-details.md): 3 items, auto-advance every 7 s, swipe over 40 px. */
import { galleryItems } from '../../../../content/gallery';
import type { GalleryItem, HomeContent } from '../../../../model/schemas';
import { fillFacts } from '../../../content/facts';
import { Section } from '../../ui/Section';
import { Carousel } from '../../ui/Carousel';
import { FallbackImg } from '../../ui/FallbackImg';

export const GALLERY_INTERVAL_MS = 7000;
export const GALLERY_SWIPE_PX = 40;
const IMAGE = { width: 600, height: 400 };

function GallerySlide({ item }: { item: GalleryItem }) {
  return (
    <article className="gallery-item" data-testid="gallery-item">
      <h3 className="gallery-item__title">{item.category} repair</h3>
      <div className="gallery-item__pair">
        <figure>
          <FallbackImg src={item.beforeImage} alt={`Drawing, before: ${item.beforeCaption}`} {...IMAGE} />
          <figcaption>
            <strong>Before:</strong> {item.beforeCaption}
          </figcaption>
        </figure>
        <figure>
          <FallbackImg src={item.afterImage} alt={`Drawing, after: ${item.afterCaption}`} {...IMAGE} />
          <figcaption>
            <strong>After:</strong> {item.afterCaption}
          </figcaption>
        </figure>
      </div>
      <p>{item.description}</p>
    </article>
  );
}

export function GalleryCarousel({ content }: { content: HomeContent['gallery'] }) {
  return (
    <Section id="gallery" title={content.title} intro={fillFacts(content.intro)}>
      <Carousel
        items={galleryItems}
        label="Before and after repairs"
        intervalMs={GALLERY_INTERVAL_MS}
        swipeThreshold={GALLERY_SWIPE_PX}
        getKey={(item) => item.id}
        renderItem={(item) => <GallerySlide item={item} />}
      />
    </Section>
  );
}
