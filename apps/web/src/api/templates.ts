import { type MessageTemplate, type TemplateInput, templateApi } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';

/** ['org', orgId, 'templates']: the org-scoped key convention of query-keys.ts. */
export const templatesQueryKey = (orgId: string) => ['org', orgId, 'templates'] as const;

/** GET /api/templates?orgId= */
export function useTemplates(orgId: string) {
  return useQuery({
    queryKey: templatesQueryKey(orgId),
    queryFn: ({ signal }) => callApi(templateApi.list, { query: { orgId }, signal }).then((r) => r.items),
  });
}

/** Puts the server's answer into the cached list at once (sorted by name, as the server lists them). */
function useStoreTemplate(orgId: string) {
  const queryClient = useQueryClient();
  return (saved: MessageTemplate) => {
    queryClient.setQueryData<MessageTemplate[]>(templatesQueryKey(orgId), (list = []) =>
      [...list.filter((t) => t.id !== saved.id), saved].sort((a, b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
      ),
    );
    return queryClient.invalidateQueries({ queryKey: templatesQueryKey(orgId) });
  };
}

/** POST /api/templates?orgId= (the new template is a draft) */
export function useCreateTemplate(orgId: string) {
  const store = useStoreTemplate(orgId);
  return useMutation({
    mutationFn: (input: TemplateInput) => callApi(templateApi.create, { query: { orgId }, body: input }),
    onSuccess: store,
  });
}

/** PUT /api/templates/{id}?orgId= (a changed template goes back to draft) */
export function useUpdateTemplate(orgId: string) {
  const store = useStoreTemplate(orgId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TemplateInput }) =>
      callApi(templateApi.update, { params: { id }, query: { orgId }, body: input }),
    onSuccess: store,
  });
}

/** POST /api/templates/{id}/submit?orgId= */
export function useSubmitTemplate(orgId: string) {
  const store = useStoreTemplate(orgId);
  return useMutation({
    mutationFn: (id: string) => callApi(templateApi.submit, { params: { id }, query: { orgId } }),
    onSuccess: store,
  });
}

/** DELETE /api/templates/{id}?orgId= */
export function useDeleteTemplate(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(templateApi.remove, { params: { id }, query: { orgId } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<MessageTemplate[]>(templatesQueryKey(orgId), (list) => list?.filter((t) => t.id !== id));
      return queryClient.invalidateQueries({ queryKey: templatesQueryKey(orgId) });
    },
  });
}
