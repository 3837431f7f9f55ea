import { isApiError } from '../../../../lib/api.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { formFieldOf } from './productForm.ts';

export interface ProductSaveProblem {
  message: string;
  /** The product changed since the form was loaded (S34): the admin is offered to reload it. */
  stale: boolean;
}

/**
 * What the form says when the shop refuses a save. The fields the server names are marked through
 * `markField`; the message goes above the buttons.
 */
export function productSaveProblem(
  error: unknown,
  markField: (field: string, message: string) => void,
): ProductSaveProblem {
  if (isApiError(error, 'STALE_EDIT')) return { message: error.message, stale: true };
  if (isApiError(error, 'INVALID_INPUT') && Array.isArray(error.details)) {
    for (const detail of error.details as { field?: string; message?: string }[]) {
      const field = detail.field ? formFieldOf(detail.field) : undefined;
      if (field) markField(field, detail.message ?? 'is not valid');
    }
    return { message: 'The shop did not accept some fields. Please correct the marked ones.', stale: false };
  }
  return { message: errorMessage(error, 'The product could not be saved. Please try again.'), stale: false };
}
