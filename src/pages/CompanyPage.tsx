/** One-off company pages: reviews, about, contact (dispatched by manifest key). */
import { usePageEntry } from '../lib/usePageEntry';
import { ReviewsPage } from './company/ReviewsPage';
import { AboutPage } from './company/AboutPage';
import { ContactPage } from './company/ContactPage';
import '../styles/pages/company.css';

const PAGES = { reviews: ReviewsPage, about: AboutPage, contact: ContactPage } as const;

export default function CompanyPage() {
  const entry = usePageEntry();
  const Page = PAGES[entry.key as keyof typeof PAGES];
  if (!Page) throw new Error(`CompanyPage: no company page for key "${entry.key}"`);
  return <Page entry={entry} />;
}
