/** `npm run validate`: fails on any content problem (runs before every build and dev server), one line each. */
import { SITE_CONFIG_ENV, parseCli } from './lib/cli-help';

parseCli({
  usage: 'npm run validate',
  about:
    'Checks every file of content/ in a few seconds, as the first step of every build and on every save under `npm run dev`: each field against its schema, the references between files, and what the audit would refuse on the built pages (word minimums, a second H1, duplicate titles, descriptions and copy). Also (here only, not in the build) names each file of content/ that Prettier would reformat, which `npm run lint` refuses: `npm run format` formats them. Prints one line per problem naming the file, the field and the fix, and exits 1; prints "Content OK" and exits 0 when there is none.\n\nEvery check is listed in docs/editing-content.md "What npm run validate checks".',
  dotEnv: true,
  env: SITE_CONFIG_ENV,
});

// Imported once the arguments are read: `--help` answers without loading the content.
const { checkContentOrExit } = await import('./lib/content-report');
await checkContentOrExit({ formatting: true });
