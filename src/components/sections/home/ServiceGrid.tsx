/**
 * The 12 service cards of the home page (id `services`: the 404 page links to
 * /#services). Each card takes the drawing of its related-service kind, or its own.
 */
import { homeServiceCards, relatedServiceKinds } from '../../../../content/related-services';
import { Section } from '../../ui/Section';
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { SERVICE_IMAGE } from '../service/RelatedServices';
import { track } from '../../../analytics/track';

export function ServiceGrid({ title, intro }: { title: string; intro: string }) {
  return (
    <Section id="services" title={title} intro={fillFacts(intro)}>
      <CardGrid min="15rem">
        {homeServiceCards.map((card) => {
          const kind = relatedServiceKinds.find((k) => k.href === card.href);
          const image = kind ? { src: kind.image, alt: kind.alt } : card.image;
          return (
            <CardGridItem key={card.title}>
              <Card
                title={card.title}
                href={card.href}
                onLinkClick={() => track('click_service', { label: card.title, category: 'home_services' })}
                icon={image ? undefined : card.icon}
                image={image ? { ...image, ...SERVICE_IMAGE } : undefined}
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
