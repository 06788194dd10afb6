/** Links to the other maintenance guides and the hub. */
import { Link } from 'react-router-dom';
import { usePageIndex } from '../../../lib/page-data-load';
import { paths } from '../../../../core/urls/paths';
import { Section } from '../../ui/Section';
import { Icon } from '../../ui/Icon';

export function OtherGuides({ slug }: { slug: string }) {
  const maintenanceGuides = usePageIndex().guides;
  return (
    <Section id="other-guides" title="More maintenance guides" tone="alt">
      <ul className="guide-links">
        {maintenanceGuides
          .filter((g) => g.slug !== slug)
          .map((g) => (
            <li key={g.slug}>
              <Link to={paths.guide(g.slug)}>
                <Icon name={g.icon} size={20} /> {g.meta.h1}
              </Link>
            </li>
          ))}
      </ul>
      <p>
        <Link to={paths.maintenance}>All maintenance guides</Link>
      </p>
    </Section>
  );
}
