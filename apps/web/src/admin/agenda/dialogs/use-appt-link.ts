import { weekOfInstant } from '@recepta/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { fetchAppointment } from '../../../api/agenda.ts';
import type { PanelRequest } from './panel-values.ts';

/**
 * docs/product.md#agenda-details-and-edit-panel: ?apptId= opens that appointment's edit panel, on its week, and then leaves the URL
 * (replaced, so Back does not open it again).
 */
export function useApptLink(
  orgId: string,
  tz: string,
  setWeek: (date: string) => void,
  open: (request: PanelRequest) => void,
): void {
  const [params, setParams] = useSearchParams();
  const apptId = params.get('apptId');
  useEffect(() => {
    if (!apptId) return;
    const controller = new AbortController();
    const clear = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('apptId');
          return next;
        },
        { replace: true },
      );
    fetchAppointment(orgId, apptId, controller.signal)
      .then((appt) => {
        setWeek(weekOfInstant(Date.parse(appt.start), tz).monday);
        open({ mode: 'edit', appt });
        clear();
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        toast.error('La cita ya no existe');
        clear();
      });
    return () => controller.abort();
  }, [apptId, orgId, tz, setWeek, open, setParams]);
}
