/**
 * The people a customer meets (docs/editing-content.md "Add the team"): name, role, years repairing
 * appliances and, optionally, the id of a real portrait in content/photos/index.ts. /about shows a
 * card per person; with nobody listed the section is simply absent.
 *
 * Empty on purpose: the site names no one until the owner does, and never shows a drawing as a person.
 */
import type { TeamMember } from '../model/schemas';

export const team: TeamMember[] = [
  // { name: 'Ana Reyes', role: 'Owner and lead technician', years: 18,
  //   bio: 'Mostly refrigerators and ranges; she started the business with her father.', portrait: 'ana-reyes' },
];
