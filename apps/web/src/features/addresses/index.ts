/** The saved-addresses feature's public surface: the address form, the list of saved addresses and their hooks, used by checkout and the profile. */
export { AddressForm } from './AddressForm.tsx';
export { ADDRESSES_KEY, useAddAddress, useAddresses } from './addressesApi.ts';
export { SavedAddressList } from './SavedAddressList.tsx';
export { useAddressBook } from './useAddressBook.ts';
