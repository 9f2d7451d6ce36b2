import { type CampaignInput, type CampaignPreviewInput, campaignApi, type RouteAnswer } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { orgKey } from './query-keys.ts';

export type Campaign = RouteAnswer<typeof campaignApi.get>;

// A campaign's figures move as its messages go out and patients answer: read again now and then.
const FIGURES_REFRESH_MS = 10_000;

/** GET /api/campaigns: newest first, with their figures. */
export function useCampaigns(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'campaigns'),
    queryFn: ({ signal }) => callApi(campaignApi.list, { query: { orgId }, signal }).then((r) => r.items),
    refetchInterval: FIGURES_REFRESH_MS,
  });
}

/** POST /api/campaigns/preview: how many patients, and some of them. */
export function usePreviewCampaign(orgId: string) {
  return useMutation({
    mutationFn: (input: CampaignPreviewInput) => callApi(campaignApi.preview, { query: { orgId }, body: input }),
  });
}

/** POST /api/campaigns */
export function useCreateCampaign(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => callApi(campaignApi.create, { query: { orgId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'campaigns') }),
  });
}
