import { describe, expect, it } from 'vitest';
import {
  deriveSecret,
  signatureMatches,
  signReturn,
  verifyReturn,
  verifyWebhookSignature,
} from './signatures.ts';

// Expected values computed independently with `openssl dgst -sha256 -hmac`.
const RETURN = {
  linkId: 'plink_Abc123',
  referenceId: '3f1c1f8e-0000-4000-8000-000000000001',
  status: 'paid',
  paymentId: 'pay_Xyz789',
};
const RETURN_SIGNATURE = '333ae244960d130ee7a6b69630f8012f7f16f7d03074ba16f64abcf0931048d1';

describe('payment signatures', () => {
  it('signs a return as Razorpay does: HMAC-SHA256 hex of link|reference|status|payment', () => {
    expect(signReturn('key-secret-1', RETURN)).toBe(RETURN_SIGNATURE);
    expect(verifyReturn('key-secret-1', { ...RETURN, signature: RETURN_SIGNATURE })).toBe(true);
    expect(verifyReturn('key-secret-1', { ...RETURN, signature: RETURN_SIGNATURE.toUpperCase() })).toBe(true);
  });

  it('rejects a return whose status, payment, link, reference, key or signature was changed', () => {
    const signature = RETURN_SIGNATURE;
    expect(verifyReturn('key-secret-2', { ...RETURN, signature })).toBe(false);
    expect(verifyReturn('key-secret-1', { ...RETURN, status: 'failed', signature })).toBe(false);
    expect(verifyReturn('key-secret-1', { ...RETURN, paymentId: 'pay_Other', signature })).toBe(false);
    expect(verifyReturn('key-secret-1', { ...RETURN, linkId: 'plink_Other', signature })).toBe(false);
    expect(verifyReturn('key-secret-1', { ...RETURN, referenceId: 'x', signature })).toBe(false);
    expect(verifyReturn('key-secret-1', { ...RETURN, signature: `${signature.slice(0, 63)}0` })).toBe(false);
  });

  it('treats malformed signatures as wrong, never as an error', () => {
    expect(signatureMatches(RETURN_SIGNATURE, undefined)).toBe(false);
    expect(signatureMatches(RETURN_SIGNATURE, '')).toBe(false);
    expect(signatureMatches(RETURN_SIGNATURE, `${RETURN_SIGNATURE}0`)).toBe(false);
    expect(signatureMatches(RETURN_SIGNATURE, RETURN_SIGNATURE.slice(0, 62))).toBe(false);
    expect(signatureMatches(RETURN_SIGNATURE, `${RETURN_SIGNATURE.slice(0, 63)}z`)).toBe(false);
  });

  it('checks a webhook over the raw bytes: the same JSON spaced differently does not match', () => {
    const raw = Buffer.from('{"a":1}');
    const signature = '19373ef0e8c66f206e49d251e4402291615bbce6ef00922e94a47a213fb76ee1';
    expect(verifyWebhookSignature('whsec', raw, signature)).toBe(true);
    expect(verifyWebhookSignature('whsec', Buffer.from('{ "a": 1 }'), signature)).toBe(false);
    expect(verifyWebhookSignature('other', raw, signature)).toBe(false);
    expect(verifyWebhookSignature('whsec', raw, undefined)).toBe(false);
  });

  it('derives distinct, stable secrets from one master secret', () => {
    const a = deriveSecret('master-secret', 'simulated-payment-key');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(deriveSecret('master-secret', 'simulated-payment-key')).toBe(a);
    expect(deriveSecret('master-secret', 'simulated-payment-webhook')).not.toBe(a);
    expect(deriveSecret('other-master', 'simulated-payment-key')).not.toBe(a);
  });
});
