/**
 * Bad content fails the build naming the file and the field. Each test breaks
 * a copy of real content in one way and checks the message.
 */
import { describe, expect, it } from 'vitest';
import { citySchema, serviceSchema } from '../../model/schemas';
import { duplicateErrors, validateFile } from '../../model/validate';
import { validateContent } from '../../scripts/lib/content-check';
import { CITY_TOKENS } from '../../model/facts-tokens';
import oakland from '../../content/cities/oakland';
import washer from '../../content/services/washer-repair';

describe('content validation', () => {
  it('accepts the real content', async () => {
    expect(await validateContent()).toEqual([]);
  });

  it('names the file and field of a missing required field', () => {
    const { neighborhoods: _dropped, ...broken } = oakland;
    expect(validateFile(citySchema, 'content/cities/oakland.ts', broken, CITY_TOKENS)).toEqual([
      expect.stringMatching(/^content\/cities\/oakland\.ts: neighborhoods: /),
    ]);
  });

  it('names the field of a value outside its limits', () => {
    const broken = { ...washer, meta: { ...washer.meta, title: 'Too short' } };
    expect(validateFile(serviceSchema, 'content/services/washer-repair.ts', broken)).toEqual([
      'content/services/washer-repair.ts: meta.title: title must be 30–60 characters (has 9 characters, 21 too few, lengthen it)',
    ]);
  });

  it('rejects a fact token nothing answers, naming where it is', () => {
    const broken = {
      ...oakland,
      faqs: oakland.faqs.map((f, i) => (i === 2 ? { ...f, answer: `${f.answer} Call {phoneNumber}.` } : f)),
    };
    expect(validateFile(citySchema, 'content/cities/oakland.ts', broken, CITY_TOKENS)).toEqual([
      'content/cities/oakland.ts: faqs.2.answer: unknown fact token {phoneNumber} (see content/TOKENS.md)',
    ]);
  });

  it('reports a duplicate slug', () => {
    expect(duplicateErrors('content/cities/index.ts', 'cities', ['oakland', 'berkeley', 'oakland'])).toEqual([
      'content/cities/index.ts: cities: duplicate "oakland"',
    ]);
  });
});
