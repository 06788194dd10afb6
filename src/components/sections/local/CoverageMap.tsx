/**
 * The coverage map section (docs/product.md): how many communities and
 * counties we serve and the same-day cut-off, the map itself (./GoogleMapToggle.tsx, the part with
 * state) and the counties under it.
 */
import { localCoverage } from '../../../../content/local-coverage';
import { business } from '../../../../core/facts/business-profile';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Section } from '../../ui/Section';
import { SKETCH_COUNTIES } from './BayAreaSketch';
import { GoogleMapToggle } from './GoogleMapToggle';

export function CoverageMap() {
  const { cityCount, countyCount } = business.coverage;
  return (
    <Section id="coverage-map" title={fillFacts(localCoverage.mapTitle)} intro={fillFacts(localCoverage.mapIntro)}>
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
        <GoogleMapToggle />
        <p id="coverage-map-caption" className="coverage-map__caption">
          {`${localCoverage.mapCaption} ${SKETCH_COUNTIES.join(', ')}.`}
        </p>
      </div>
    </Section>
  );
}
