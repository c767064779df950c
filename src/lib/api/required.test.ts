import { describe, expect, it } from 'vitest';
import { assertParams, RequiredError } from './required.ts';

describe('required parameters (000 §5)', () => {
  it('throws the exact message for a null or undefined parameter', () => {
    expect(() => assertParams('getProject', { project: undefined })).toThrow(
      'Required parameter project was null or undefined when calling getProject.',
    );
    expect(() => assertParams('listReviews', { platformId: 'p', start: null })).toThrow(RequiredError);
  });
  it('accepts empty strings, zero and false', () => {
    expect(() => assertParams('op', { a: '', b: 0, c: false })).not.toThrow();
  });
});
