/**
 * The coverage map (docs/product.md, docs/spec-details.md): a static sketch until the visitor
 * presses "Show map"; only then is the Google Maps frame added, so first paint
 * makes no third-party request.
 */
import { useState } from 'react';
import { localCoverage } from '../../../../content/service-areas';
import { business } from '../../../../core/facts/business-profile';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Section } from '../../ui/Section';
import { BayAreaSketch, SKETCH_COUNTIES } from './BayAreaSketch';

export function GoogleMapToggle() {
  const [showMap, setShowMap] = useState(false);
  const { cityCount, countyCount } = business.coverage;
  return (
    <Section
      id="coverage-map"
      island="coverage-map"
      title={fillFacts(localCoverage.mapTitle)}
      intro={fillFacts(localCoverage.mapIntro)}
    >
      <div className="coverage-map">
        <ul className="coverage-map__stats">
          <li>
            <strong>{cityCount}</strong> communities served
          </li>
          <li>
            <strong>{countyCount}</strong> counties
          </li>
          <li>
            <strong>Same-day</strong> before {business.sameDayCutoff}
          </li>
        </ul>
        <div className="coverage-map__frame">
          {showMap ? (
            <iframe
              className="coverage-map__iframe"
              title="Google map of the Bay Area around San Francisco"
              src={localCoverage.mapEmbedUrl}
              width="600"
              height="450"
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <BayAreaSketch describedBy="coverage-map-caption" />
          )}
        </div>
        {/* Below the sketch, never over it: laid over the map it hid a county's label. */}
        {!showMap && (
          <button type="button" className="btn btn--secondary coverage-map__button" onClick={() => setShowMap(true)}>
            Show map
          </button>
        )}
        <p id="coverage-map-caption" className="coverage-map__caption">
          {`${localCoverage.mapCaption} ${SKETCH_COUNTIES.join(', ')}.`}
        </p>
      </div>
    </Section>
  );
}
