/**
 * Appliance service page template (docs/product.md), used by all ten appliance pages.
 * The dishwasher and oven pages carry `extras` (error codes by brand, brands
 * serviced, the 5-step process, fuel types) and add the back button and service
 * areas by region, and book through /contact (the hero, the closing band and the
 * phone call bar). Every appliance page's call bar sends location `mobile_sticky_{key}`,
 * its hero and closing band `{key}_repair_cta`.
 */
import { Seo } from '../seo/Seo';
import { faqPage, repairService } from '../seo/jsonld';
import { usePageEntry } from '../lib/usePageEntry';
import { serviceBySlug } from '../lib/content-registry';
import { fillFacts } from '../../core/facts/fill-facts';
import { serviceTemplate } from '../../content/service-template';
import { Hero } from '../components/ui/Hero';
import { ApplianceArt } from '../components/ui/art/ApplianceArt';
import { CtaGroup } from '../components/ui/CtaGroup';
import { serviceTracking } from '../analytics/page-campaigns';
import { WhyChoose, Problems, AlsoRepair, Process, Faqs } from '../components/sections/service/ServiceSections';
import { ErrorCodes, BrandsServiced, FuelTypes, BrandPageLinks } from '../components/sections/service/ServiceExtras';
import { ServingCommunities, RegionAreas } from '../components/sections/service/ServiceAreas';
import { ServiceClosing } from '../components/sections/service/ServiceClosing';
import { RelatedServices } from '../components/sections/service/RelatedServices';
import { testimonials } from '../../content/reviews';
import { jobPhotos } from '../components/ui/Photo';
import { jobPhotoFor, reviewFor } from '../components/sections/proof/pick';
import '../styles/pages/service.css';

export default function ServicePage() {
  const entry = usePageEntry();
  const service = serviceBySlug(entry.key);
  const fill = (text: string) => fillFacts(text, { costRange: service.costRange });
  const faqs = service.faqs.map((f) => ({ question: fill(f.question), answer: fill(f.answer) }));
  const extras = service.extras;
  const { key, bookHref } = serviceTracking(service);
  const location = `${key}_repair_cta`;
  const topic = { service: service.slug };
  return (
    <>
      <Seo
        entry={entry}
        structuredData={[repairService(service.name, entry.path, service.meta.description), faqPage(faqs)]}
      />
      <Hero
        entry={entry}
        lead={fill(service.intro)}
        illustration={<ApplianceArt name={service.appliance} />}
        photo={jobPhotoFor(jobPhotos, topic)}
        review={reviewFor(testimonials, topic)}
      >
        <CtaGroup location={location} bookHref={bookHref} />
      </Hero>
      <WhyChoose service={service} fill={fill} />
      <Problems service={service} fill={fill} />
      {extras && <ErrorCodes extras={extras} fill={fill} />}
      {extras && <BrandsServiced extras={extras} />}
      {extras && <FuelTypes extras={extras} fill={fill} />}
      {!extras && <BrandPageLinks service={service} />}
      <AlsoRepair path={entry.path} />
      <Process steps={extras?.process ?? serviceTemplate.process} fill={fill} />
      <Faqs faqs={faqs} />
      {/* One coverage block per page: the longer pages group the cities by region instead of listing them in a sentence. */}
      {extras ? <RegionAreas fill={fill} /> : <ServingCommunities fill={fill} />}
      {/* Related links before the closing call: the call is the last thing a visitor reads. */}
      <RelatedServices
        keys={service.related}
        title={serviceTemplate.relatedTitle}
        id="related"
        tone={extras ? 'default' : 'alt'}
      />
      <ServiceClosing location={location} bookHref={bookHref} fill={fill} />
    </>
  );
}
