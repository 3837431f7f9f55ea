/** The delivery feature's public surface: the PIN check form, and the PIN lookup and wording an address form uses. */

export { DeliveryCheckForm } from './DeliveryCheckForm.tsx';
export { arrivalText, deliveryQuery, PINCODE_PATTERN, placeText } from './deliveryApi.ts';
