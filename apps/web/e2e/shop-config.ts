/** The shop details the e2e server is configured with (global-setup.ts), found again on its pages. */
export const E2E_SHOP = {
  name: 'MoonMade Atelier',
  supportEmail: 'hello@atelier.example',
  instagram: 'https://www.instagram.com/moonmade.atelier',
};

/** The token the e2e server expects in `x-api-key` on Shiprocket's tracking webhook. */
export const E2E_SHIPROCKET_WEBHOOK_TOKEN = 'e2e-shiprocket-webhook-token-0123';
