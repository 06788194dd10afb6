/** Home page (`/` and `/appliance-repair`): docs/product.md "Home page". */
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
      >
        <CtaGroup location="homepage_hero" withText />
      </Hero>
      <HowItWorks content={home.howItWorks} />
      <ServiceGrid title="Appliances We Repair" intro={home.servicesIntro} />
      <PricingPanel content={home.pricing} />
      <CoverageSection content={home.coverage} />
      <ReviewsCarousel content={home.reviews} />
      <RepairCases content={home.gallery} />
      <HomeAbout blocks={home.about} />
      <CtaBand
        title={fillFacts(home.closing.title)}
        text={fillFacts(home.closing.text)}
        location="homepage_footer_cta"
      />
    </>
  );
}
