/**
 * Home page (`/` and `/appliance-repair`): docs/product.md "Home page". Proof first: the hero carries the
 * rating and one Call and one Book, the reviews come straight after it, then what we fix, how, for how
 * much, recent jobs, where, and who we are (docs/design-system.md "Page length").
 */
import { home } from '../../content/home';
import { Seo } from '../seo/Seo';
import { usePageEntry } from '../lib/usePageEntry';
import { fillFacts } from '../../core/facts/fill-facts';
import { Hero } from '../components/ui/Hero';
import { PageArt } from '../components/ui/art/PageArt';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import { HowItWorks } from '../components/sections/home/HowItWorks';
import { ServiceGrid } from '../components/sections/home/ServiceGrid';
import { PricingPanel } from '../components/sections/home/PricingPanel';
import { CoverageSection } from '../components/sections/home/CoverageSection';
import { ReviewsCarousel } from '../components/sections/home/ReviewsCarousel';
import { RepairCases } from '../components/sections/home/RepairCases';
import { HomeAbout } from '../components/sections/home/HomeAbout';
import { jobPhotos } from '../components/ui/Photo';
import { jobPhotoFor } from '../components/sections/proof/pick';
import '../styles/pages/home.css';

export default function HomePage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <Hero
        entry={entry}
        lead={fillFacts(home.lead)}
        badges={home.badges.map((b) => fillFacts(b))}
        illustration={<PageArt name="home" />}
        photo={jobPhotoFor(jobPhotos, {})}
      >
        <CtaGroup location="homepage_hero" />
      </Hero>
      <ReviewsCarousel content={home.reviews} />
      <ServiceGrid title="Appliances We Repair" intro={home.servicesIntro} />
      <HowItWorks content={home.howItWorks} />
      <PricingPanel content={home.pricing} />
      <RepairCases content={home.gallery} />
      <CoverageSection content={home.coverage} />
      <HomeAbout blocks={home.about} />
      <CtaBand
        title={fillFacts(home.closing.title)}
        text={fillFacts(home.closing.text)}
        location="homepage_footer_cta"
      />
    </>
  );
}
