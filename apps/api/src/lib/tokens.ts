import { errors, jwtVerify, SignJWT } from 'jose';
import { v7 as uuidv7 } from 'uuid';

export const TOKEN_ISSUER = 'moonmade-shop';
export const TOKEN_AUDIENCE = 'moonmade-shop-clients';

export interface TokenClaims {
  userId: string;
  jti: string;
  expiresAt: Date;
}

/** HS256 JWTs with a pinned algorithm, issuer, audience, expiry and a unique id for sign-out. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti(uuidv7())
      .setIssuedAt()
      .setExpirationTime(this.expiresIn)
      .sign(this.key);
  }

  /** The claims of a valid token, or undefined for anything forged, expired, or signed another way. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      if (!payload.sub || !payload.jti || !payload.exp) return undefined;
      return { userId: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}
