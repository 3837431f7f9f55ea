/** A mail's call to action: a link drawn as a button that mail clients keep (a table cell, inline styles). */
export const button = (url: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="background:#4f332c;border-radius:4px"><a href="{{${url}}}" style="display:inline-block;padding:12px 24px;color:#fffdf9;text-decoration:none;font-weight:600">${label}</a></td></tr></table>`;
