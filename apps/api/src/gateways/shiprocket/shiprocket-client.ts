import { AppError } from '../../lib/errors.ts';

export interface ShiprocketSettings {
  apiUrl: string;
  email: string;
  password: string;
}

/** A call Shiprocket refused or did not answer; the message is Shiprocket's own, for the admin. */
export class ShiprocketError extends AppError {
  constructor(
    message: string,
    readonly providerStatus?: number,
  ) {
    super(502, 'SHIPPING_PROVIDER_ERROR', `Shiprocket: ${message}`);
  }
}

const CALL_TIMEOUT_MS = 20_000;

/** Shiprocket's error answers: `{ message }`, with a per-field `errors` map on a 422. */
function messageOf(body: unknown, status: number): string {
  const record = (body ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
  const fields = record.errors ? Object.values(record.errors).flat().map(String).join(' ') : '';
  const message = typeof record.message === 'string' ? record.message : `HTTP ${status}`;
  return (fields ? `${message} ${fields}` : message).slice(0, 500);
}

/**
 * Shiprocket's REST API with its login token kept in memory and renewed once on a 401 (tokens last ten days;
 * a password change or an expiry ends them early).
 */
export class ShiprocketClient {
  private token: string | undefined;
  private login: Promise<string> | undefined;

  constructor(private readonly settings: ShiprocketSettings) {}

  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  private async call<T>(method: string, path: string, body?: unknown, renewed = false): Promise<T> {
    const token = await this.currentToken();
    const res = await this.send(method, path, body, token);
    if (res.status === 401 && !renewed) {
      if (this.token === token) this.token = undefined;
      return this.call<T>(method, path, body, true);
    }
    const answer = await res.json().catch(() => undefined);
    if (!res.ok) throw new ShiprocketError(messageOf(answer, res.status), res.status);
    return answer as T;
  }

  private async send(method: string, path: string, body: unknown, token?: string): Promise<Response> {
    try {
      return await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'not reachable';
      throw new ShiprocketError(`${reason}; try again`);
    }
  }

  /** Logs in afresh (the settings page's connection test): Shiprocket's refusal is thrown as it says it. */
  async testLogin(): Promise<void> {
    this.token = undefined;
    await this.currentToken();
  }

  /** One login at a time: concurrent calls share it. */
  private currentToken(): Promise<string> {
    if (this.token) return Promise.resolve(this.token);
    this.login ??= this.logIn().finally(() => {
      this.login = undefined;
    });
    return this.login;
  }

  private async logIn(): Promise<string> {
    const res = await this.send('POST', '/auth/login', {
      email: this.settings.email,
      password: this.settings.password,
    });
    const answer = (await res.json().catch(() => undefined)) as { token?: string } | undefined;
    if (!res.ok || !answer?.token) throw new ShiprocketError(messageOf(answer, res.status), res.status);
    this.token = answer.token;
    return answer.token;
  }
}
