/** The shop details the e2e server is configured with (global-setup.ts), found again on its pages. */
export const E2E_SHOP = {
  name: 'MoonMade Atelier',
  supportEmail: 'hello@atelier.example',
  instagram: 'https://www.instagram.com/moonmade.atelier',
};
