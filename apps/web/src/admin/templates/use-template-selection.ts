import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The value of ?id= that opens the editor on a new template. */
export const NEW_TEMPLATE = 'nueva';

/**
 * The open template lives in the URL (?id=…), so a reload keeps it and, on a phone, the browser's
 * back button returns from the editor to the list.
 */
export function useTemplateSelection() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const select = useCallback(
    (id: string | null, options: { replace?: boolean } = {}) =>
      setParams(id ? { id } : {}, { replace: options.replace ?? false }),
    [setParams],
  );
  return { selected, select };
}
