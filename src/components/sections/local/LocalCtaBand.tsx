/** The local page's closing band. Labels say the action plainly ("Call Local" read as a place, not a verb). */
import { CtaGroup } from '../../ui/CtaGroup';
import { eventAttributes } from '../../../analytics/data-track';

export function LocalCtaBand({ title, text }: { title: string; text: string }) {
  return (
    <section
      className="cta-band"
      aria-labelledby="local-cta-title"
      {...eventAttributes('click_cta', { label: title, category: 'cta_band', location: 'local_cta_band' })}
    >
      <div className="container cta-band__inner">
        <div className="cta-band__copy">
          <h2 id="local-cta-title">{title}</h2>
          <p>{text}</p>
        </div>
        <CtaGroup location="local_cta_band" variant="inverse" />
      </div>
    </section>
  );
}
