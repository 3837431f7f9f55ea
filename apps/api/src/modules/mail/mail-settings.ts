/**
 * The shop's identity in its mail: names and addresses every template shows. One shop per process, so the
 * mail plugin sets it once from the config when the app is built; the order moves that queue mail run
 * deep inside transactions and should not need the config passed down to them (docs/decisions/0021).
 */
export interface MailSettings {
  shopName: string;
  /** Public origin of the shop, without a trailing slash, for links in mail. */
  appUrl: string;
  supportEmail: string;
  /** Where the owner's "new order" mail goes (ORDER_ALERT_EMAIL, else SUPPORT_EMAIL). */
  orderAlertEmail: string;
}

let current: MailSettings = {
  shopName: 'MoonMade',
  appUrl: 'http://localhost:3000',
  supportEmail: 'care@moonmade.in',
  orderAlertEmail: 'care@moonmade.in',
};

export function setMailSettings(settings: MailSettings): void {
  current = { ...settings, appUrl: settings.appUrl.replace(/\/$/, '') };
}

export function mailSettings(): MailSettings {
  return current;
}
