/**
 * Closing call to action of a service page. Like CtaBand, but its book link
 * can point at /contact (the dishwasher and oven pages book there, docs/product.md).
 */
import { serviceTemplate as t } from '../../../../content/service-template';
import { CtaGroup } from '../../ui/CtaGroup';

export function ServiceClosing({
  location,
  bookHref,
  fill,
}: {
  location: string;
  bookHref?: string;
  fill: (text: string) => string;
}) {
  return (
    <section className="cta-band" aria-labelledby="service-closing-title">
      <div className="container cta-band__inner">
        <div className="cta-band__copy">
          <h2 id="service-closing-title">{fill(t.closingTitle)}</h2>
          <p>{fill(t.closingText)}</p>
        </div>
        <CtaGroup location={location} bookHref={bookHref} variant="inverse" />
      </div>
    </section>
  );
}
