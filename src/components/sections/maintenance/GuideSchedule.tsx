/** The three task lists of a guide (monthly, quarterly, once a year) as checklist cards. */
import type { MaintenanceGuide } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Section } from '../../ui/Section';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { Icon } from '../../ui/Icon';

/** Schedule names as shown and as used in the HowTo JSON-LD. */
export function scheduleOf(guide: MaintenanceGuide) {
  return [
    { key: 'monthly', name: 'Every month', icon: 'calendar-check', tasks: guide.monthly },
    { key: 'quarterly', name: 'Every 3 months', icon: 'calendar-clock', tasks: guide.quarterly },
    { key: 'annually', name: 'Once a year', icon: 'clock', tasks: guide.annually },
  ];
}

export function GuideSchedule({ guide }: { guide: MaintenanceGuide }) {
  return (
    <Section
      id="checklist"
      title={`Your ${guide.appliance} maintenance checklist`}
      intro="Tick these off on a schedule that fits your household. None of them needs special tools."
    >
      <CardGrid min="18rem">
        {scheduleOf(guide).map((s) => (
          <CardGridItem key={s.key}>
            <section className="guide-schedule" aria-labelledby={`schedule-${s.key}`}>
              <h3 className="guide-schedule__title" id={`schedule-${s.key}`}>
                <Icon name={s.icon} size={22} /> {s.name}
              </h3>
              <ul className="checklist">
                {s.tasks.map((task) => (
                  <li key={task}>
                    <Icon name="circle-check" size={20} />
                    <span>{fillFacts(task)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}
