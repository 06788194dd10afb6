/** `npm run validate`: fails the build on any content problem (runs before every build). */
import { validateContent } from './lib/content-check';

const errors = await validateContent();
if (errors.length) {
  console.error(
    `Content validation failed (${errors.length} problem${errors.length === 1 ? '' : 's'}):\n${errors.map((e) => `  ${e}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Content OK');
