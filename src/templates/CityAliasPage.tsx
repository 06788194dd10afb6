/**
 * The generic city page at `/{slug}-appliance-repair` (docs/product.md Catch-all
 * handler, docs/product.md): default neighbourhoods (the five large cities list
 * their own), FAQs generated from content/city-template.ts, and a link to the
 * full city page, which is also its canonical (set by the manifest entry).
 */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { Hero } from '../components/ui/Hero';
import { CityArt } from '../components/ui/art/CityArt';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import { CityServices, CityTrust, CityProcess } from '../components/sections/city/CityCoreSections';
import { CityAreas } from '../components/sections/city/CityAreas';
import { CityFaq } from '../components/sections/city/CityFaq';
import { cityContent, fillCity } from '../components/sections/city/cityText';
import { cityCampaign, cityLocation } from '../analytics/page-campaigns';
import { cityTemplate } from '../../content/city-template';
import { usePageEntry } from '../lib/usePageEntry';
import { paths } from '../../core/urls/paths';
import '../styles/pages/city.css';

export default function CityAliasPage() {
  const entry = usePageEntry();
  const city = cityContent(entry.key);
  const { name, slug } = city;
  // The city's real neighbourhoods (its data field), never generated ones: "North Livermore" or "East Colma" would name places a resident does not know (docs/facts.md).
  const neighborhoods = city.neighborhoods;
  const faqs = cityTemplate.aliasFaqs.map((f) => ({
    question: fillCity(f.question, name),
    answer: fillCity(f.answer, name),
  }));
  const campaign = cityCampaign(slug);
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead={city.blurb} illustration={<CityArt city={city} />}>
        <CtaGroup
          location={cityLocation(slug, 'alias_hero')}
          campaign={campaign}
          bookLabel={`Book Repair in ${name}`}
        />
        <p className="city-alias__full">
          <Link to={paths.city(slug)}>See our full {name} appliance repair page</Link>
        </p>
      </Hero>
      <CityServices cityName={name} />
      <CityTrust cityName={name} />
      <CityProcess cityName={name} />
      <CityAreas cityName={name} neighborhoods={neighborhoods} />
      <CityFaq cityName={name} faqs={faqs} />
      <CtaBand
        title={fillCity(cityTemplate.cta.title, name)}
        text={fillCity(cityTemplate.cta.text, name)}
        location={cityLocation(slug, 'alias_cta_band')}
        campaign={campaign}
      />
    </>
  );
}
