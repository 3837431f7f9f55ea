import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { v7 as uuidv7 } from 'uuid';

export const TOKEN_ISSUER = 'moonmade-shop';
export const TOKEN_AUDIENCE = 'moonmade-shop-clients';

export interface TokenClaims {
  userId: string;
  jti: string;
  expiresAt: Date;
  /** The account's token version when it was issued; a token of an older version is over (S39). */
  version: number;
}

/**
 * HS256 JWTs with a pinned algorithm, issuer, audience, expiry, a unique id for sign-out, and the account's
 * token version (`ver`) for ending every session at once.
 */
export class TokenService {
  private readonly secret: Uint8Array;
  private imported: Promise<webcrypto.CryptoKey> | undefined;

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.secret = new TextEncoder().encode(secret);
  }

  /** The secret as a WebCrypto key, imported once: given the raw bytes, jose imports them again on every call. */
  private key(): Promise<webcrypto.CryptoKey> {
    this.imported ??= webcrypto.subtle.importKey(
      'raw',
      this.secret,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.imported;
  }

  async issue(userId: string, tokenVersion: number): Promise<string> {
    return new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti(uuidv7())
      .setIssuedAt()
      .setExpirationTime(this.expiresIn)
      .sign(await this.key());
  }

  /** The claims of a valid token, or undefined for anything forged, expired, or signed another way. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key(), {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      if (!payload.sub || !payload.jti || !payload.exp) return undefined;
      // Tokens issued before versions existed have no `ver`: they belong to version 0.
      const version = payload.ver ?? 0;
      if (typeof version !== 'number' || !Number.isInteger(version)) return undefined;
      return { userId: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000), version };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
