/**
 * Meta's WhatsApp Cloud API, the one call the shop makes: `POST {apiUrl}/{phoneNumberId}/messages` with a
 * Bearer token and a template message. A success answers
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }`; a failure is a Graph API
 * error `{ error: { message, type, code, error_data?, fbtrace_id } }` (Meta's "WhatsApp error codes" page).
 */
export interface CloudApiSettings {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

/** The `template` object of a template message: name, language and the parameters of its components. */
export interface TemplateObject {
  name: string;
  language: { code: string };
  components: Record<string, unknown>[];
}

/** Template errors (132xxx), a bad parameter (131008/131009) or a number not on WhatsApp (131026): retrying will not help. */
const PERMANENT_CODES = new Set([
  131008, 131009, 131026, 132000, 132001, 132005, 132007, 132012, 132015, 132016,
]);

export class CloudApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly code: number | undefined,
  ) {
    super(message);
  }

  /** Worth another try later: the network, Meta's 5xx, throttling, an expired token the owner may renew. */
  get retryable(): boolean {
    return this.code === undefined || !PERMANENT_CODES.has(this.code);
  }
}

/** Sends one template message to `to` (country code + number, digits only); answers Meta's message id. */
export async function sendTemplateMessage(
  settings: CloudApiSettings,
  to: string,
  template: TemplateObject,
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${settings.apiUrl.replace(/\/$/, '')}/${settings.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        type: 'template',
        template,
      }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new CloudApiError(`WhatsApp API unreachable: ${(error as Error).message}`, 0, undefined);
  }
  const body = (await res.json().catch(() => undefined)) as
    | { messages?: { id?: string }[]; error?: { message?: string; code?: number } }
    | undefined;
  const id = body?.messages?.[0]?.id;
  if (res.ok && id) return id;
  const code = body?.error?.code;
  throw new CloudApiError(
    `WhatsApp API ${res.status}${code ? ` (${code})` : ''}: ${body?.error?.message ?? 'no message id in the answer'}`,
    res.status,
    code,
  );
}
