/** One-off company pages: reviews, about, contact (dispatched by manifest key). */
import { usePageEntry } from '../lib/usePageEntry';
import { ReviewsBody } from '../components/sections/company/ReviewsBody';
import { AboutBody } from '../components/sections/company/AboutBody';
import { ContactBody } from '../components/sections/company/ContactBody';
import '../styles/pages/company.css';

const PAGES = { reviews: ReviewsBody, about: AboutBody, contact: ContactBody } as const;

export default function CompanyPage() {
  const entry = usePageEntry();
  const Page = PAGES[entry.key as keyof typeof PAGES];
  if (!Page) throw new Error(`CompanyPage: no company page for key "${entry.key}"`);
  return <Page entry={entry} />;
}
