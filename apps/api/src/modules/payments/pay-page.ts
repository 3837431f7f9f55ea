import { formatRupees, paiseToRupees } from '@shop/contracts';

/** The simulated gateway's hosted page: plain HTML and forms, inline styles only (our CSP allows no scripts). */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const BUTTON =
  'display:block;width:100%;padding:14px;margin-top:12px;border-radius:6px;font-size:1rem;cursor:pointer;';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · MoonMade</title>
</head>
<body style="margin:0;background:#faf6ef;color:#4f332c;font-family:Georgia,'Times New Roman',serif;">
<main style="max-width:420px;margin:48px auto;padding:32px;background:#fff;border:1px solid #e8dcc8;border-radius:10px;">
<p style="margin:0;font-size:1.6rem;letter-spacing:0.08em;text-align:center;">MoonMade</p>
<p role="status" style="margin:12px 0 24px;padding:6px 8px;text-align:center;font-family:Arial,sans-serif;font-size:0.85rem;background:#d8c29a;color:#2b1b16;border-radius:4px;"><strong>Test mode — no money moves</strong><br>This is the shop's simulated payment page: nothing is charged.</p>
${body}
</main>
</body>
</html>`;
}

export interface PayPageLink {
  id: string;
  referenceId: string;
  amountPaise: number;
  description: string;
}

export function payPage(link: PayPageLink): string {
  const amount = escapeHtml(formatRupees(paiseToRupees(link.amountPaise)));
  const id = escapeHtml(link.id);
  return layout(
    `Pay ${formatRupees(paiseToRupees(link.amountPaise))}`,
    `<p style="margin:0;font-family:Arial,sans-serif;font-size:0.85rem;color:#8a7060;">Order reference</p>
<p style="margin:4px 0 16px;font-family:monospace;word-break:break-all;">${escapeHtml(link.referenceId)}</p>
<p style="margin:0;font-family:Arial,sans-serif;font-size:0.85rem;color:#8a7060;">Amount to pay</p>
<p style="margin:4px 0 24px;font-size:2.2rem;">${amount}</p>
<form method="post" action="/pay/${id}/pay">
<button type="submit" style="${BUTTON}background:#4f332c;color:#fff;border:none;">Pay ${amount}</button>
</form>
<form method="post" action="/pay/${id}/fail">
<button type="submit" style="${BUTTON}background:#fff;color:#b3261e;border:1px solid #b3261e;">Fail payment</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, backUrl?: string): string {
  const back = backUrl
    ? `<p style="text-align:center;margin-top:24px;"><a href="${escapeHtml(backUrl)}" style="color:#4f332c;">Back to the shop</a></p>`
    : '';
  return layout(
    title,
    `<h1 style="font-size:1.4rem;text-align:center;font-weight:normal;">${escapeHtml(title)}</h1>
<p style="text-align:center;font-family:Arial,sans-serif;">${escapeHtml(message)}</p>${back}`,
  );
}
