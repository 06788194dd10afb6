/**
 * Search metadata and headings of the one-off pages. Template pages (services,
 * cities, posts, guides) carry theirs in their own content files.
 */
import { brands } from './brands';

export const pages = {
  home: {
    title: 'Same-Day Appliance Repair in San Francisco & Bay Area',
    description:
      'Family-owned appliance repair across the Bay Area: same-day service, our own technicians, upfront prices and a {warranty} parts and labor warranty.',
    h1: 'Same-Day Appliance Repair in San Francisco & the Bay Area',
  },
  applianceRepair: {
    title: 'Appliance Repair in San Francisco & Bay Area',
    description:
      'Appliance repair in San Francisco and the Bay Area for refrigerators, washers, dryers, ovens and dishwashers, with same-day visits and written estimates.',
    h1: 'Appliance Repair in San Francisco & the Bay Area',
  },
  services: {
    title: 'Appliance Repair Services in the Bay Area',
    description:
      'Refrigerator, washer, dryer, dishwasher, oven, ice maker and disposal repair for Bay Area homes and businesses, with upfront pricing and same-day visits.',
    h1: 'Our Appliance Repair Services',
  },
  reviews: {
    title: 'Customer Reviews | 5-Star Bay Area Appliance Repair',
    description:
      'Read what Bay Area customers say about our appliance repairs: five-star ratings on Google, Yelp, Thumbtack and TaskRabbit from real local households.',
    h1: 'Customer Reviews',
  },
  about: {
    title: 'About Us | Family-Owned Bay Area Appliance Repair',
    description:
      'Meet the family-owned appliance repair team serving San Francisco and the Bay Area: technicians who fix it right and stand behind the work.',
    h1: 'About Our Family Business',
  },
  contact: {
    title: 'Contact Us | Book Appliance Repair in San Francisco',
    description:
      'Call, text or book online for appliance repair in San Francisco and the Bay Area. Hours, service area, pricing and same-day or next-day appointments.',
    h1: 'Contact Us',
  },
  residential: {
    title: 'Residential Appliance Repair for Bay Area Homes',
    description:
      'Appliance repair for homeowners, renters and landlords across the Bay Area: kitchen and laundry appliances fixed fast, with written estimates and warranty.',
    h1: 'Residential Appliance Repair',
  },
  commercial: {
    title: 'Commercial Appliance Repair | Restaurants & Offices',
    description:
      'Commercial appliance repair for Bay Area restaurants, offices, laundromats and multi-housing, with priority emergency response and flexible scheduling.',
    h1: 'Commercial Appliance Repair',
  },
  local: {
    title: 'Appliance Repair Near Me | Every Bay Area City We Serve',
    description:
      'Find appliance repair near you: we serve {coverage}. Search your city or county to find its page and book a visit.',
    h1: 'Local Appliance Repair Near You',
  },
  brands: {
    title: 'Appliance Brands We Repair | 28 Major Brands',
    description: `We repair ${brands.all.length} appliance brands, from Whirlpool, GE, Samsung and LG to Sub-Zero, Wolf, Viking, Miele and Thermador, across San Francisco and the Bay Area.`,
    h1: 'Brands We Repair',
  },
  blog: {
    title: 'Appliance Repair Blog | Tips From Bay Area Technicians',
    description:
      'Practical appliance advice from our technicians: why a fridge stops cooling, how to keep a dishwasher clean, and when to repair or replace an appliance.',
    h1: 'Appliance Repair Blog',
  },
  blogFaq: {
    title: 'Appliance Repair Tips & FAQ | Searchable Library',
    description:
      'Search our library of appliance repair tips and answers to common questions about refrigerators, washers, dryers, dishwashers and general upkeep.',
    h1: 'Appliance Repair Tips & FAQ',
  },
  serviceAreas: {
    title: 'Service Areas | Appliance Repair Across the Bay Area',
    description:
      'Appliance repair across San Francisco, the Peninsula, the East Bay, the South Bay and the North Bay. Find your city and see local service details.',
    h1: 'Our Service Areas',
  },
  maintenance: {
    title: 'Appliance Maintenance Guides | Keep Appliances Running',
    description:
      'Monthly, quarterly and annual maintenance checklists for refrigerators, washers, dryers, dishwashers, ovens, cooktops and wine coolers, from our technicians.',
    h1: 'Appliance Maintenance Guides',
  },
  siteMap: {
    title: 'Site Map | All Appliance Repair Pages and Cities',
    description:
      'Every page on our site in one place: appliance repair services, every Bay Area city we serve, maintenance guides, the blog and company pages.',
    h1: 'Site Map',
  },
  notFound: {
    title: 'Page Not Found | Bay Area Appliance Repair',
    description:
      'The page you’re looking for doesn’t exist or was moved. Choose a service or a city below, or call us for same-day appliance repair.',
    h1: 'Page not found',
  },
  postNotFound: {
    title: 'Post Not Found | Appliance Repair Blog',
    description:
      'That blog post does not exist or was moved. Browse all our appliance repair articles on the blog, or call us for same-day appliance repair.',
    h1: 'Post Not Found',
  },
};
