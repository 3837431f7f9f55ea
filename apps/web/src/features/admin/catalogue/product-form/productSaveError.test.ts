import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api.ts';
import { productSaveProblem } from './productSaveError.ts';

describe('productSaveProblem', () => {
  it('S34 a stale edit is a warning with the server’s words, and marks no field', () => {
    const marked: string[] = [];
    const problem = productSaveProblem(
      new ApiError(409, 'STALE_EDIT', 'This product changed since you opened it.'),
      (field) => marked.push(field),
    );
    expect(problem).toEqual({ message: 'This product changed since you opened it.', stale: true });
    expect(marked).toEqual([]);
  });

  it('marks the fields the server names, skipping ones the form does not have', () => {
    const marked: [string, string][] = [];
    const problem = productSaveProblem(
      new ApiError(400, 'INVALID_INPUT', 'Invalid input', [
        { field: 'body.price', message: 'must be positive' },
        { field: 'Image' },
        { field: 'body.unknownThing', message: 'ignored' },
      ]),
      (field, message) => marked.push([field, message]),
    );
    expect(marked).toEqual([
      ['price', 'must be positive'],
      ['images', 'is not valid'],
    ]);
    expect(problem).toEqual({
      message: 'The shop did not accept some fields. Please correct the marked ones.',
      stale: false,
    });
  });

  it('any other failure is an error, in the app’s words or the form’s fallback', () => {
    const problem = productSaveProblem(new TypeError('Failed to fetch'), () => {});
    expect(problem).toEqual({ message: 'The product could not be saved. Please try again.', stale: false });
  });
});
