import { describe, expect, it } from 'vitest';
import { redactUrl, scrubText, serializeError } from './log-redaction.ts';

describe('log redaction', () => {
  it('S37 keeps harmless query values and replaces every other one', () => {
    expect(redactUrl('/api/products?category=women_rings&pageSize=20&q=asha%40example.com')).toBe(
      '/api/products?category=women_rings&pageSize=20&q=[redacted]',
    );
    expect(redactUrl('/reset-password?token=abc&email=a@b.co')).toBe(
      '/reset-password?token=[redacted]&email=[redacted]',
    );
    expect(redactUrl('/api/orders/')).toBe('/api/orders/');
  });

  it('S37 scrubs emails, phone numbers and tokens from free text', () => {
    expect(
      scrubText(
        'could not mail asha.v@example.co.in at +91 98123 45670 or 09812345670 with eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl',
      ),
    ).toBe('could not mail [email] at [phone] or [phone] with [jwt]');
    expect(scrubText('order 01a208ef-1572-72e8-b985-f4ce31f08f28 at 2026-05-01 12:00')).toBe(
      'order 01a208ef-1572-72e8-b985-f4ce31f08f28 at 2026-05-01 12:00',
    );
  });

  it('S37 keeps the SQLSTATE, constraint and SQL of a failed query, never its parameters or the failing row', () => {
    const cause = Object.assign(new Error('value "Meera" is not valid for "first_name"'), {
      code: '22P02',
      severity: 'ERROR',
      column: 'first_name',
      detail: 'Failing row contains (Meera, 9812345670).',
      where: 'PL/pgSQL function check_row() line 3 at PERFORM',
    });
    class DrizzleQueryError extends Error {
      constructor(
        readonly query: string,
        readonly params: unknown[],
        override readonly cause: unknown,
      ) {
        super(`Failed query: ${query}\nparams: ${params.join(',')}`);
      }
    }
    const error = new DrizzleQueryError(
      'insert into users (name, phone) values ($1, $2)',
      ['Meera', '9812345670'],
      cause,
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into users (name, phone) values ($1, $2)',
      cause: {
        code: '22P02',
        column: 'first_name',
        message: 'value "[redacted]" is not valid for "first_name"',
      },
    });
    expect(text).not.toContain('Meera');
    expect(text).not.toContain('9812345670');
    expect(text).not.toContain('Failing row');
    expect(text).not.toContain('PL/pgSQL');
    expect(String(serialized.stack)).toMatch(
      /^DrizzleQueryError: Failed query: insert into users[^\n]*\n {4}at /,
    );
  });
});
