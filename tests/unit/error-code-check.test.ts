/**
 * Fault codes once per appliance, and a code a brand uses on two appliances says which one each
 * entry is about (scripts/lib/error-code-check.ts). The breaking case is the Samsung page as the
 * fact-checkers read it: "4C, 4E" under the dishwasher and the washer with no word of which.
 */
import { describe, expect, it } from 'vitest';
import { codesOf, errorCodeErrors } from '../../scripts/lib/error-code-check';
import { errorCodes } from '../../content/error-codes';

describe('fault codes', () => {
  it('reads a code list with its variants', () => {
    expect(codesOf('F3 (F3E0, F3E1)')).toEqual(['F3', 'F3E0', 'F3E1']);
  });

  it('refuses a code shared by two appliances without saying which, and a code listed twice for one', () => {
    const errors = errorCodeErrors({
      dishwasher: [{ brand: 'Samsung', codes: '4C, 4E', meaning: 'Water supply error: the tub did not fill.' }],
      washer: [
        { brand: 'Samsung', codes: '4C, 4E, NF', meaning: 'On a Samsung washer, the tub did not fill.' },
        { brand: 'Samsung', codes: 'NF', meaning: 'On a Samsung washer, no fill.' },
      ],
    });
    expect(errors).toEqual([
      'content/error-codes.ts: washer.1.codes: Samsung NF is already listed for the washer',
      expect.stringMatching(
        /^content\/error-codes\.ts: dishwasher\.0\.meaning: Samsung uses 4C, 4E on more than one appliance/,
      ),
    ]);
  });

  it('passes the real list', () => {
    expect(errorCodeErrors(errorCodes)).toEqual([]);
  });
});
