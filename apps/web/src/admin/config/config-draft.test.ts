import { normalizeConfig } from '@recepta/domain';
import { describe, expect, it } from 'vitest';
import { draftOf, hoursProblems, inputOf } from './config-draft.ts';

describe('config draft (docs/product.md#opening-hours)', () => {
  it('spells the old single range out as seven days, and posts weeklyHours without openTime/closeTime', () => {
    const draft = draftOf(normalizeConfig({ openTime: '09:00', closeTime: '17:00' }));
    expect(draft.weeklyHours).toEqual(Array.from({ length: 7 }, () => [{ open: '09:00', close: '17:00' }]));
    const input = inputOf(draft, ['#000000']);
    expect(input).not.toHaveProperty('openTime');
    expect(input.weeklyHours).toEqual(draft.weeklyHours);
  });

  it('says what is wrong per day, and a week with every day closed', () => {
    const draft = draftOf(normalizeConfig({}));
    draft.weeklyHours[6] = [{ open: '12:00', close: '09:00' }];
    expect(hoursProblems(draft).byDay[6]).toEqual(['El cierre debe ser posterior a la apertura']);
    expect(hoursProblems({ ...draft, weeklyHours: [[], [], [], [], [], [], []] }).week).toEqual([
      'Abre al menos un día de la semana',
    ]);
  });
});
