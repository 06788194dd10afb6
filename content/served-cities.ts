/**
 * The 44 served cities the header's city label may show (SPEC §4, DECISIONS §5):
 * every city with a page plus four smaller towns served without one.
 */
import { cities } from './cities';

export const extraServedCities = ['Sausalito', 'Tiburon', 'Los Altos', 'Half Moon Bay'];

export const servedCities: string[] = [...cities.map((c) => c.name), ...extraServedCities];
