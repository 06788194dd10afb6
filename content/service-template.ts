/**
 * Copy shared by the ten appliance service pages (docs/product.md "Appliance service
 * page template"): the 4-step repair process, the serving-communities text,
 * the closing call to action and section headings. `{tokens}` are business
 * facts (content/TOKENS.md).
 */
import type { ServiceTemplateContent } from '../model/schemas';

export const serviceTemplate: ServiceTemplateContent = {
  whyTitle: 'Why choose {business}',
  problemsIntro: 'The faults we see most often; if yours is not listed, call us.',
  alsoTitle: 'We also repair',
  alsoRelated: ['washer', 'dryer', 'oven'],
  processTitle: 'Our repair process',
  process: [
    {
      title: 'Call or book online',
      description:
        'Tell us the brand, the model and what is happening so the technician arrives with the likely parts.',
      icon: 'phone-call',
    },
    {
      title: 'Diagnosis on site',
      description: 'We test the appliance and find the actual cause before anything is replaced.',
      icon: 'scan-search',
    },
    {
      title: 'Written estimate',
      description:
        'You approve a clear written price before any work begins, so there are no surprises on the invoice.',
      icon: 'file-text',
    },
    {
      title: 'Repair and warranty',
      description: 'We fix it, usually in {duration}, and test it with you; the warranty is written on your invoice.',
      icon: 'shield-check',
    },
  ],
  faqTitle: 'Frequently asked questions',
  communitiesTitle: 'Serving communities across the Bay Area',
  communitiesText: 'Our technicians repair appliances {schedule} across {coverage}, among them',
  allAreasLink: 'See every city we serve, by region',
  regionsTitle: 'Service areas by region',
  regionsIntro: 'A few cities per region; each has its own page.',
  areaLinksTitle: 'Service Areas',
  closingTitle: 'Get it fixed today',
  closingText:
    // The diagnostic credit is the page's "why choose" and process sections'; the closing asks for the call.
    'Call {phone} or book online. Same-day service when you reach us before {sameDayCutoff}.',
  relatedTitle: 'Related services',
  errorCodesTitle: 'Error codes by brand',
  errorCodesIntro: 'What the most common fault codes mean, and what we check first.',
  brandsTitle: 'Brands we service',
  brandsIntro:
    'We repair these brands and most others sold in the Bay Area, from everyday models to built-in luxury lines.',
  brandsOthersLabel: 'We also repair',
  fuelTitle: 'Gas and electric',
};
