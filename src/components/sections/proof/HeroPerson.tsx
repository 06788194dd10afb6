/**
 * A real person beside the first call to action (docs/design-system.md "People and proof"): the first
 * member of content/team.ts with a portrait, usually the owner, with their role and years. A visitor
 * about to call sees who runs the business. Absent until the owner adds someone with a real portrait:
 * never a drawing or a stock face standing in for a person.
 */
import { team } from '../../../../content/team';
import { PhotoPicture } from '../../ui/Photo';

const person = team.find((member) => member.portrait);

export function HeroPerson() {
  if (!person?.portrait) return null;
  return (
    <figure className="hero-person" data-testid="hero-person">
      <div className="hero-person__portrait">
        {/* On the first screen at every width: loaded at once, at high priority (56 px wide, the 160 px copy). */}
        <PhotoPicture id={person.portrait} sizes="56px" aboveFold />
      </div>
      <figcaption>
        <strong>{person.name}</strong>
        <span>
          {person.role}, {person.years} years repairing appliances
        </span>
      </figcaption>
    </figure>
  );
}
