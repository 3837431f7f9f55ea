import { describe, expect, it } from 'vitest';
import { addOneMonth, dueState, grievanceDeadlines } from './grievance-clock.ts';

describe('the grievance clock (E-Commerce Rules, rule 4(5))', () => {
  it('gives 48 hours to acknowledge and one calendar month to resolve', () => {
    const received = new Date('2026-03-10T09:30:00Z');
    expect(grievanceDeadlines(received)).toEqual({
      acknowledgeBy: new Date('2026-03-12T09:30:00Z'),
      resolveBy: new Date('2026-04-10T09:30:00Z'),
    });
  });

  it('ends a month begun on a day the next month lacks on its last day', () => {
    expect(addOneMonth(new Date('2026-01-31T10:00:00Z'))).toEqual(new Date('2026-02-28T10:00:00Z'));
    expect(addOneMonth(new Date('2028-01-31T10:00:00Z'))).toEqual(new Date('2028-02-29T10:00:00Z'));
    expect(addOneMonth(new Date('2026-12-15T10:00:00Z'))).toEqual(new Date('2027-01-15T10:00:00Z'));
  });

  it('is due at the acknowledgement until the first reply, then at the resolution; resolved is never due', () => {
    const { acknowledgeBy, resolveBy } = grievanceDeadlines(new Date('2026-03-10T09:30:00Z'));
    const open = { status: 'OPEN', acknowledgeBy, resolveBy, acknowledgedAt: null };
    expect(dueState(open, new Date('2026-03-12T09:29:59Z'))).toEqual({
      dueAt: acknowledgeBy,
      overdue: false,
    });
    expect(dueState(open, new Date('2026-03-12T09:30:01Z'))).toEqual({ dueAt: acknowledgeBy, overdue: true });
    const answered = { ...open, acknowledgedAt: new Date('2026-03-11T09:00:00Z') };
    expect(dueState(answered, new Date('2026-04-10T09:29:59Z'))).toEqual({
      dueAt: resolveBy,
      overdue: false,
    });
    expect(dueState(answered, new Date('2026-04-10T09:30:01Z'))).toEqual({ dueAt: resolveBy, overdue: true });
    expect(dueState({ ...answered, status: 'RESOLVED' }, new Date('2027-01-01'))).toEqual({
      dueAt: null,
      overdue: false,
    });
  });
});
