/** Prints the ZIP codes of each city page as JSON (read by the Vite plugin that serves `virtual:zip-codes`). */
import { buildZipTowns, zipsByCity } from './lib/zip-table';

process.stdout.write(JSON.stringify(zipsByCity(buildZipTowns())));
