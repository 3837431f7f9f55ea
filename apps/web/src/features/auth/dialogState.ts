import type { Location } from 'react-router';

/** Where the sign-in dialog was opened from; the page under the dialog keeps showing it. */
export interface DialogState {
  background?: Location;
  /** Where the shopper was heading (Place your Order → checkout): opened once they are signed in. */
  next?: string;
}
