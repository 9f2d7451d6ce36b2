import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { CatalogEntity } from '../../api/query-keys.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import type { CatalogFormFrameProps } from './catalog-form.tsx';
import { catalogTexts } from './catalog-texts.ts';

interface Mutation<TVariables, TRow> {
  mutateAsync: (variables: TVariables) => Promise<TRow>;
  isPending: boolean;
}

interface CatalogFormOptions<TValues extends FieldValues, TParsed, TInput, TRow> {
  entity: CatalogEntity;
  /** The row being edited; null for a new one. */
  id: string | null;
  create: Mutation<TInput, TRow>;
  update: Mutation<{ id: string; input: TInput }, TRow>;
  /** The form's parsed values → the request body. */
  toInput: (values: TParsed) => TInput;
  /** Fields whose server verdicts (400 `fields`) show under the field itself. */
  serverFields: readonly Path<TValues>[];
  onSaved: (row: TRow) => void;
}

export interface CatalogForm<TValues extends FieldValues, TParsed> {
  form: UseFormReturn<TValues, unknown, TParsed>;
  /** Spread into CatalogFormFrame: title, submit handler, saving and the form's control. */
  frame: Omit<CatalogFormFrameProps<TValues>, 'onCancel' | 'children'>;
}

/**
 * Every catalogue form: react-hook-form checked by a zod schema (the domain's, where the form's
 * fields are the request's) in mode 'onTouched', and its save: POST or PUT, the documented toasts
 * ('Servicio creado', 'Error al guardar servicio'), and the server's field messages on their fields.
 * A field says what is wrong once it has been left, then at every keystroke; Guardar
 * (ui/submit-button.tsx) stays disabled while the form is invalid, touched or not
 * (docs/product.md#catalogue-screens).
 */
export function useCatalogForm<TValues extends FieldValues, TParsed, TInput, TRow>(
  schema: z.ZodType<TParsed, TValues>,
  defaultValues: DefaultValues<TValues>,
  options: CatalogFormOptions<TValues, TParsed, TInput, TRow>,
): CatalogForm<TValues, TParsed> {
  const form = useForm<TValues, unknown, TParsed>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  const { entity, id, create, update, toInput, serverFields, onSaved } = options;
  // A message on screen never goes stale: a field that shows one is rechecked as it changes, even
  // before it was left (a form may check a field from another one: blocks' end after start).
  useEffect(() => {
    const watching = form.watch((_values, { name, type }) => {
      if (type === 'change' && name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => watching.unsubscribe();
  }, [form]);
  const texts = catalogTexts(entity);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toInput(values);
    try {
      const row = id ? await update.mutateAsync({ id, input }) : await create.mutateAsync(input);
      toast.success(id ? texts.updated : texts.created);
      onSaved(row);
    } catch (error) {
      const onField = setServerFieldErrors(form.setError, error, serverFields);
      toast.error(texts.saveError, onField || !(error instanceof Error) ? undefined : { description: error.message });
    }
  });

  return {
    form,
    frame: {
      title: id ? texts.editTitle : texts.newTitle,
      onSubmit,
      saving: create.isPending || update.isPending,
      control: form.control as Control<TValues, unknown, unknown>,
      // A save attempt: every field is checked, marked and rechecked as it changes from then on.
      reveal: () => void onSubmit(),
    },
  };
}
