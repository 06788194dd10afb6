// Reads `.env` from the working directory into process.env, so `npm run build`, `npm run dev`,
// `npm run serve` and every script see the same configuration (`.env.example` lists it all).
// A variable already set in the environment wins over the file, as on a host's build settings.
// Node's own process.loadEnvFile (20.12+): no dependency. A missing `.env` is fine.
import { existsSync } from 'node:fs';

export const ENV_FILE = '.env';

if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
