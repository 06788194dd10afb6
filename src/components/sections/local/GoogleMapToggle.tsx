/**
 * The coverage map itself: a static sketch until the visitor presses "Show map"; only then is the
 * Google Maps frame added, so first paint makes no third-party request. An island
 * (src/islands/names.ts); its wrapper takes no box of its own (`display: contents`), so the frame
 * and the button stay items of the section's grid (./CoverageMap.tsx).
 */
import { useState } from 'react';
import { localCoverage } from '../../../../content/local-coverage';
import { islandAttribute } from '../../../islands/names';
import { BayAreaSketch } from './BayAreaSketch';

export function GoogleMapToggle() {
  const [showMap, setShowMap] = useState(false);
  return (
    <div {...islandAttribute('coverage-map')} className="coverage-map__view">
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
    </div>
  );
}
