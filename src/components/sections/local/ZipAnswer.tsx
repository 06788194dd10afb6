/**
 * The coverage search's answer to a ZIP code (docs/zip-codes.md): served with
 * the city page that covers it and the same-day cutoff, outside the area with
 * the phone number, or a message for anything that is not a five-digit ZIP.
 * The table is fetched on the first ZIP typed, never at start-up.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { localCoverage } from '../../../../content/local-coverage';
import { businessContact as business } from '../../../../core/facts/business-contact';
import { paths } from '../../../../core/urls/paths';
import { answerZip, loadZipLookup, parseZip, type ZipLookup } from '../../../../core/pages/zip-lookup';

const t = localCoverage.zip;

export function ZipAnswer({ query }: { query: string }) {
  const [lookup, setLookup] = useState<ZipLookup | null>(null);
  const [failed, setFailed] = useState(false);
  const wellFormed = parseZip(query) !== null;
  useEffect(() => {
    if (!wellFormed || lookup) return;
    let live = true;
    loadZipLookup().then(
      (data) => live && (setLookup(data), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wellFormed, lookup, query]);

  if (!wellFormed)
    return (
      <p className="zip-answer zip-answer--malformed" data-zip-answer="malformed">
        {t.malformed}
      </p>
    );
  if (!lookup)
    return (
      <p className="zip-answer" data-zip-answer={failed ? 'failed' : 'checking'}>
        {failed ? t.failed(business.phoneDisplay) : t.checking}
      </p>
    );
  const answer = answerZip(query, lookup);
  if (answer.kind === 'malformed')
    return (
      <p className="zip-answer zip-answer--malformed" data-zip-answer="malformed">
        {t.malformed}
      </p>
    );
  if (answer.kind === 'notHomes')
    return (
      <p className="zip-answer zip-answer--outside" data-zip-answer="not-homes">
        <strong>{answer.zip}</strong> ({answer.town}, {answer.county} County) {t.notHomes}{' '}
        <a href={business.telHref}>{business.phoneDisplay}</a>.
      </p>
    );
  if (answer.kind === 'outside') {
    const where = answer.town ? ` (${answer.town}, ${answer.county} County)` : '';
    return (
      <p className="zip-answer zip-answer--outside" data-zip-answer="outside">
        <strong>{answer.zip}</strong>
        {where} {t.outside} <a href={business.telHref}>{business.phoneDisplay}</a>.
      </p>
    );
  }
  return (
    <div className="zip-answer zip-answer--served" data-zip-answer="served">
      <p>
        <strong>Yes, we serve {answer.zip}</strong> ({answer.town}, {answer.county} County).{' '}
        {t.served(business.sameDayCutoff)}
      </p>
      {answer.sharedWith ? (
        <p>
          {t.coveredByBoth[0]} <Link to={paths.city(answer.city)}>{answer.cityName}</Link> {t.coveredByBoth[1]}{' '}
          <Link to={paths.city(answer.sharedWith.city)}>{answer.sharedWith.cityName}</Link>
          {t.coveredByBoth[2]}
        </p>
      ) : (
        <p>
          {t.coveredBy} <Link to={paths.city(answer.city)}>{answer.cityName}</Link>.
        </p>
      )}
    </div>
  );
}
