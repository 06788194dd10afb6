/** /blog-faq: the searchable tips and FAQ library (docs/product.md "Blog and FAQ page"). */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { faqPage } from '../seo/jsonld';
import { Hero } from '../components/ui/Hero';
import { CtaBand } from '../components/ui/CtaBand';
import { LibraryBrowser } from '../components/sections/blog/LibraryBrowser';
import { usePageEntry } from '../lib/usePageEntry';
import { paths } from '../../core/urls/paths';
import { business } from '../../core/facts/business-profile';
import { fillFacts } from '../../core/facts/fill-facts';
import { libraryItemsOf } from '../lib/content-registry';
import '../styles/pages/blog-faq.css';

const moreLinks = [
  { title: 'Home', href: paths.home },
  { title: 'Appliance Repair Near Me', href: paths.local },
  { title: 'Residential Appliance Repair', href: paths.residential },
  { title: 'Commercial Appliance Repair', href: paths.commercial },
];

export default function BlogFaqPage() {
  const entry = usePageEntry();
  const faqs = libraryItemsOf(entry.key)
    .filter((item) => item.type === 'faq')
    .map((item) => ({ question: fillFacts(item.question), answer: fillFacts(item.answer) }));
  return (
    <>
      <Seo entry={entry} structuredData={[faqPage(faqs)]} />
      <Hero
        entry={entry}
        lead="Straight answers from our technicians: what to check yourself, what it usually costs, and when it is time to call a professional."
      />
      <section className="section library-section" aria-label="Tips and answers">
        <div className="container">
          <LibraryBrowser />
        </div>
      </section>
      <CtaBand
        title="Still have a question?"
        text={`Call ${business.phoneDisplay} or book online. Our technicians will diagnose the problem and give you an upfront price.`}
        location="blog_faq_band"
        campaign={{ source: new URL(business.url).hostname, medium: 'cta', campaign: 'blog_faq' }}
      />
      <nav className="section container library-more" aria-label="More from us">
        <h2 className="library-more__title">More from us</h2>
        <ul className="library-more__links">
          {moreLinks.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
