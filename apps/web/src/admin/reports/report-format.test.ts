import { describe, expect, it } from 'vitest';
import { formatChange, formatRate, periodLabel, rangeLabel } from './report-format.ts';

describe('report figures as the screen writes them', () => {
  it('writes rates and their change in points', () => {
    expect(formatRate(0.4).replace(/\s/g, ' ')).toBe('40 %');
    expect(formatRate(null)).toBe('—');
    expect(formatChange(0.25, 0.2, true)).toBe('+5 pts');
    expect(formatChange(0.1, 0.2, true)).toBe('−10 pts');
  });

  it('writes the change of a count in percent, and says when there is nothing to compare', () => {
    expect(formatChange(15, 10).replace(/\s/g, ' ')).toBe('+50 %');
    expect(formatChange(5, 10).replace(/\s/g, ' ')).toBe('−50 %');
    expect(formatChange(3, 0)).toBe('Nuevo');
    expect(formatChange(4, 4)).toBe('Sin cambio');
  });

  it('labels days, weeks and months by their wall date, whatever the host zone', () => {
    expect(periodLabel('2026-11-24', 'day')).toBe('24 nov');
    expect(periodLabel('2026-11-23', 'week')).toBe('Sem. 23 nov');
    expect(periodLabel('2026-11', 'month')).toBe('nov 2026');
    expect(rangeLabel('2026-11-01', '2026-11-30')).toBe('1 de noviembre de 2026 – 30 de noviembre de 2026');
  });
});
