/** `npm run validate`: fails on any content problem (runs before every build and dev server), one line each. */
import { checkContentOrExit } from './lib/content-report';

await checkContentOrExit();
