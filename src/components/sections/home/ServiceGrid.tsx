/**
 * The 12 service cards of the home page (id `services`: the 404 page links to
 * /#services). Each card takes the photo of its related-service kind.
 */
import { homeServiceCards, relatedServiceKinds } from '../../../../content/related-services';
import { Section } from '../../ui/Section';
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { fillFacts } from '../../../content/facts';
import { SERVICE_IMAGE } from '../service/RelatedServices';
import { track } from '../../../analytics/track';

export function ServiceGrid({ title, intro }: { title: string; intro: string }) {
  return (
    <Section id="services" title={title} intro={fillFacts(intro)}>
      <CardGrid min="15rem">
        {homeServiceCards.map((card) => {
          const kind = relatedServiceKinds.find((k) => k.href === card.href);
          return (
            <CardGridItem key={card.title}>
              <Card
                title={card.title}
                href={card.href}
                onLinkClick={() => track('click_service', { label: card.title, category: 'home_services' })}
                icon={kind ? undefined : card.icon}
                image={kind ? { src: kind.image, alt: kind.alt, ...SERVICE_IMAGE } : undefined}
              >
                {fillFacts(card.description)}
              </Card>
            </CardGridItem>
          );
        })}
      </CardGrid>
    </Section>
  );
}
