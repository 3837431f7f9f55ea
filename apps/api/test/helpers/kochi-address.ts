/** A customer's home address in Kochi, Kerala, as the address form sends it. */
export const KOCHI_HOME = {
  firstName: 'Kavya',
  lastName: 'Nair',
  phoneNumber: '9876543210',
  streetAddress: '12 MG Road',
  city: 'Kochi',
  state: 'Kerala',
  pincode: '682001',
  landmark: '',
  email: 'kavya@example.com',
};
