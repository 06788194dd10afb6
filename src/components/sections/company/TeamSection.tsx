/**
 * The people a customer meets (content/team.ts), on /about: name, role, years repairing appliances, a
 * line in their words, and their real portrait when the owner added one. Absent when nobody is listed;
 * a person without a portrait gets no picture, never a drawing standing in for them.
 */
import { team } from '../../../../content/team';
import { about } from '../../../../content/company';
import { Section } from '../../ui/Section';
import { PhotoPicture } from '../../ui/Photo';

export function TeamSection() {
  if (team.length === 0) return null;
  return (
    <Section id="team" title={about.teamTitle}>
      <ul className="team-grid" data-testid="team">
        {team.map((person) => (
          <li key={person.name} className="team-card">
            {person.portrait && (
              <div className="team-card__portrait">
                <PhotoPicture id={person.portrait} sizes="(min-width: 48rem) 12rem, 6rem" />
              </div>
            )}
            <div>
              <h3 className="team-card__name">{person.name}</h3>
              <p className="team-card__role">
                {person.role} · {person.years} {person.years === 1 ? 'year' : 'years'} repairing appliances
              </p>
              <p className="team-card__bio">{person.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
