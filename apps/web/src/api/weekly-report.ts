import { reportApi, type WeeklyReportSettingInput, type WeeklyReportSettingWire } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { orgKey } from './query-keys.ts';

/** The signed-in member's weekly report switch (docs/api.md#weekly-report). */
export type WeeklyReportSetting = WeeklyReportSettingWire;

/** GET /api/reports/weekly-mail?orgId= */
export function useWeeklyReportSetting(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'weekly-report'),
    queryFn: ({ signal }) => callApi(reportApi.weeklyMail, { query: { orgId }, signal }),
  });
}

/** PUT /api/reports/weekly-mail?orgId= */
export function useSetWeeklyReport(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeeklyReportSettingInput) =>
      callApi(reportApi.setWeeklyMail, { query: { orgId }, body: input }),
    onSuccess: (answer) => queryClient.setQueryData(orgKey(orgId, 'weekly-report'), answer),
  });
}
