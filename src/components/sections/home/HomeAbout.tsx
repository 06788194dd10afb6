/**
 * The home page's descriptive text (docs/product.md): two short blocks in the page's own container,
 * side by side from 48rem, so they line up with the grids above instead of a narrow column of their own.
 */
import type { HomeContent } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';

export function HomeAbout({ blocks }: { blocks: HomeContent['about'] }) {
  return (
    <section className="section" aria-labelledby="home-about-title">
      <div className="container home-about">
        {blocks.map((block, i) => (
          <div key={block.heading}>
            <h2 id={i === 0 ? 'home-about-title' : undefined}>{fillFacts(block.heading)}</h2>
            {block.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{fillFacts(p)}</p>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
