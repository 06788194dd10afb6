/** The long descriptive text of the home page. */
import type { HomeContent } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';

export function HomeAbout({ blocks }: { blocks: HomeContent['about'] }) {
  return (
    <section className="section" aria-labelledby="home-about-title">
      <div className="container prose home-about">
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
