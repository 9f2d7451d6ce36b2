import {
  type AppointmentColumnsInput,
  type AppointmentImportResultWire,
  type ImportPreset,
  type ImportResultWire,
  importApi,
  privacyApi,
  type RouteAnswer,
  type RouteBody,
} from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, callApi } from './client.ts';
import { invalidateAfterCatalogChange, orgKey } from './query-keys.ts';

/** A patient's consent events, newest first, and the current answer per purpose. */
export type ConsentList = RouteAnswer<typeof privacyApi.consents>;

/** GET /api/customers/{id}/consents (docs/privacy.md#consent). */
export function useConsents(orgId: string, customerId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'privacy', 'consents', customerId),
    queryFn: ({ signal }) => callApi(privacyApi.consents, { params: { id: customerId }, query: { orgId }, signal }),
  });
}

/** POST /api/customers/{id}/consents: staff record what the patient said at reception. */
export function useRecordConsent(orgId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<typeof privacyApi.recordConsent>) =>
      callApi(privacyApi.recordConsent, { params: { id: customerId }, query: { orgId }, body: input }),
    onSuccess: (answer) => queryClient.setQueryData(orgKey(orgId, 'privacy', 'consents', customerId), answer),
  });
}

/** Where the browser downloads one patient's data (a plain link: the answer is an attachment). */
export function exportUrl(orgId: string, customerId: string): string {
  return `/api/customers/${encodeURIComponent(customerId)}/export?orgId=${encodeURIComponent(orgId)}`;
}

/** POST /api/customers/{id}/erase (docs/privacy.md#erasure). */
export function useEraseCustomer(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: string) => callApi(privacyApi.erase, { params: { id: customerId }, query: { orgId } }),
    onSuccess: () =>
      Promise.all([
        invalidateAfterCatalogChange(queryClient, orgId, 'customers'),
        queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'conversations') }),
        queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'privacy') }),
      ]),
  });
}

/** GET /api/privacy: the country's defaults and the notice. */
export function usePrivacySettings(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'privacy', 'settings'),
    queryFn: ({ signal }) => callApi(privacyApi.settings, { query: { orgId }, signal }),
  });
}

/** PUT /api/privacy: the country and the notice's fields. */
export function useUpdatePrivacySettings(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<typeof privacyApi.updateSettings>) =>
      callApi(privacyApi.updateSettings, { query: { orgId }, body: input }),
    onSuccess: (answer) =>
      Promise.all([
        queryClient.setQueryData(orgKey(orgId, 'privacy', 'settings'), answer),
        // The country changes the retention defaults and the requests' deadlines.
        queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'privacy', 'retention') }),
      ]),
  });
}

/** Where the organisation's privacy notice is published (the server renders it, no sign-in). */
export function noticeUrl(orgId: string): string {
  return `${window.location.origin}/privacidad/${encodeURIComponent(orgId)}`;
}

/** GET /api/privacy/retention: settings, defaults and what a run now would delete. */
export function useRetention(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'privacy', 'retention'),
    queryFn: ({ signal }) => callApi(privacyApi.retention, { query: { orgId }, signal }),
  });
}

export function useUpdateRetention(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<typeof privacyApi.updateRetention>) =>
      callApi(privacyApi.updateRetention, { query: { orgId }, body: input }),
    onSuccess: (answer) => queryClient.setQueryData(orgKey(orgId, 'privacy', 'retention'), answer),
  });
}

/** GET /api/rights-requests. */
export function useRightsRequests(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'privacy', 'requests'),
    queryFn: ({ signal }) => callApi(privacyApi.rightsRequests, { query: { orgId }, signal }).then((a) => a.items),
  });
}

export function useCreateRightsRequest(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<typeof privacyApi.createRightsRequest>) =>
      callApi(privacyApi.createRightsRequest, { query: { orgId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'privacy', 'requests') }),
  });
}

export function useCompleteRightsRequest(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(privacyApi.completeRightsRequest, { params: { id }, query: { orgId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'privacy', 'requests') }),
  });
}

/** The file as a body with a type the server reads (some systems give .csv and .zip files none). */
function typed(file: File): Blob {
  if (file.type) return file;
  const type = file.name.endsWith('.xlsx') ? XLSX : file.name.endsWith('.zip') ? 'application/zip' : 'text/csv';
  return new Blob([file], { type });
}

/** POST /api/imports/customers with the file as the body (docs/privacy.md#importing-patients). */
export function useImportCustomers(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun, preset }: { file: File; dryRun: boolean; preset: ImportPreset }) =>
      apiFetch<ImportResultWire>('/api/imports/customers', {
        method: 'POST',
        query: { orgId, dryRun, preset },
        file: typed(file),
      }),
    onSuccess: (_answer, { dryRun }) =>
      dryRun ? undefined : invalidateAfterCatalogChange(queryClient, orgId, 'customers'),
  });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /api/imports/appointments (docs/privacy.md#importing-appointments), with the columns the clinic chose. */
export function useImportAppointments(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun, columns }: { file: File; dryRun: boolean; columns: AppointmentColumnsInput }) =>
      apiFetch<AppointmentImportResultWire>('/api/imports/appointments', {
        method: 'POST',
        query: { orgId, dryRun, ...(Object.keys(columns).length > 0 ? { columns: JSON.stringify(columns) } : {}) },
        file: typed(file),
      }),
    onSuccess: (_answer, { dryRun }) =>
      dryRun ? undefined : invalidateAfterCatalogChange(queryClient, orgId, 'customers'),
  });
}

/** DELETE /api/imports/{id}: undo within 24 hours. */
export function useUndoImport(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(importApi.undo, { params: { id }, query: { orgId } }),
    onSuccess: () => invalidateAfterCatalogChange(queryClient, orgId, 'customers'),
  });
}

/** Where the browser downloads the whole organisation as a ZIP (owners only; a plain link: the answer is an attachment). */
export function orgExportUrl(orgId: string): string {
  return `/api/export?orgId=${encodeURIComponent(orgId)}`;
}
