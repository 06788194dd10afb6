/** A grid of titled points (trust points, pricing, hand-built process): one Card each. */
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { fillCity } from './cityText';
import { WarrantyText } from '../../ui/WarrantyText';

export interface Point {
  title: string;
  description: string;
  icon?: string;
  href?: string;
}

export function CityPointGrid({ points, cityName, min }: { points: Point[]; cityName: string; min?: string }) {
  return (
    <CardGrid min={min}>
      {points.map((p) => (
        <CardGridItem key={p.title}>
          <Card title={fillCity(p.title, cityName)} icon={p.icon} href={p.href}>
            {/* A linked card cannot hold a link: only plain cards link the warranty line to its terms. */}
            {p.href ? fillCity(p.description, cityName) : <WarrantyText text={fillCity(p.description, cityName)} />}
          </Card>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
