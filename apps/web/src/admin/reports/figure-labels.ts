import type { ReportDrillFigure } from '@recepta/domain';

/** How a drill-down names the appointments it lists (docs/product.md#report-figures). */
export const drillTitles: Record<ReportDrillFigure, string> = {
  appointments: 'Citas',
  confirmed: 'Citas confirmadas',
  cancelled: 'Citas canceladas',
  noShows: 'Citas a las que no asistieron',
  attended: 'Citas atendidas',
  expectedRevenue: 'Citas de los ingresos esperados',
  attendedRevenue: 'Citas de los ingresos atendidos',
  bookedByAssistant: 'Citas agendadas por el asistente',
  bookedByStaff: 'Citas agendadas por el personal',
};
