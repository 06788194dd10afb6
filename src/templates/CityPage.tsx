/**
 * City page template (docs/product.md City pages, docs/product.md): one template for all
 * 40 cities. Shared copy comes from content/city-template.ts, the city's own
 * text from content/cities/{slug}.ts; the hand-built sections appear when the
 * city's content has them. The BreadcrumbList comes from the manifest entry.
 * Every section is compact (a list, not a card per point) so the richest page stays
 * under the 8,000 px page-length limit at 360 px (tests/e2e/checks/page-length.ts).
 */
import { Seo } from '../seo/Seo';
import { faqPage } from '../seo/jsonld';
import { Hero } from '../components/ui/Hero';
import { CityArt } from '../components/ui/art/CityArt';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import { CityServices, CityTrust, CityProcess } from '../components/sections/city/CityCoreSections';
import { CityAreas } from '../components/sections/city/CityAreas';
import { CityFaq } from '../components/sections/city/CityFaq';
import { CityNearby } from '../components/sections/city/CityNearby';
import {
  CityBrands,
  CityHandProcess,
  CityIssues,
  CityProblems,
  CityRelatedServices,
} from '../components/sections/city/CityHandBuilt';
import { cityContent, fillCity, fillCityFacts } from '../components/sections/city/cityText';
import { cityCampaign, cityLocation } from '../analytics/page-campaigns';
import { cityTemplate } from '../../content/city-template';
import { usePageEntry } from '../lib/usePageEntry';
import { testimonials } from '../../content/reviews';
import { jobPhotos } from '../components/ui/Photo';
import { jobPhotoFor, reviewFor } from '../components/sections/proof/pick';
import '../styles/pages/city.css';

export default function CityPage() {
  const entry = usePageEntry();
  const city = cityContent(entry.key);
  const { name, slug, handBuilt } = city;
  const own = (text: string) => fillCityFacts(text, city);
  const faqs = city.faqs.map((f) => ({ question: own(f.question), answer: own(f.answer) }));
  const ownItems = (items: { title: string; description: string }[]) =>
    items.map((i) => ({ title: own(i.title), description: own(i.description) }));
  const campaign = cityCampaign(slug);
  return (
    <>
      <Seo entry={entry} structuredData={[faqPage(faqs)]} />
      <Hero
        entry={entry}
        lead={own(city.blurb)}
        badges={cityTemplate.heroBadges.map(own)}
        illustration={<CityArt city={city} />}
        photo={jobPhotoFor(jobPhotos, { city: slug })}
        review={reviewFor(testimonials, { city: slug })}
      >
        <CtaGroup
          location={cityLocation(slug, 'hero')}
          campaign={campaign}
          bookLabel={`Book Repair in ${name}`}
          withText={Boolean(handBuilt)}
        />
        {handBuilt && <p className="hero__note">{cityTemplate.handBuilt.contactText}</p>}
      </Hero>
      <CityServices cityName={name} />
      {handBuilt && (
        <CityIssues cityName={name} localFeatures={own(city.localFeatures)} items={ownItems(handBuilt.commonIssues)} />
      )}
      {!handBuilt && <CityTrust cityName={name} />}
      {handBuilt ? <CityHandProcess cityName={name} /> : <CityProcess cityName={name} />}
      {handBuilt && <CityBrands cityName={name} />}
      <CityAreas
        cityName={name}
        neighborhoods={city.neighborhoods}
        localFeatures={handBuilt ? undefined : own(city.localFeatures)}
        zipSlug={slug}
      />
      {handBuilt && <CityProblems cityName={name} items={ownItems(handBuilt.commonProblems)} />}
      <CityFaq cityName={name} faqs={faqs} />
      {/* Related links come before the closing call: a visitor who is not ready to call has somewhere to go. */}
      {handBuilt && <CityRelatedServices />}
      <CityNearby city={city} withCoverage={Boolean(handBuilt)} />
      <CtaBand
        title={fillCity(cityTemplate.cta.title, name)}
        text={fillCity(cityTemplate.cta.text, name)}
        location={cityLocation(slug, 'cta_band')}
        campaign={campaign}
        withText={Boolean(handBuilt)}
      />
    </>
  );
}
