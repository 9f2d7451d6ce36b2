import type { FormProblem } from '@recepta/domain';
import { type DefaultValues, type FieldErrors, type Path, type Resolver, useForm } from 'react-hook-form';

type Values = Record<string, string>;

/**
 * The account screens' forms (docs/product.md#sign-in): react-hook-form holds the fields, and the
 * domain's check (auth-forms.ts) decides on submit. The screens show one message above the form —
 * the check's, or the server's once it answered — and mark the fields it names. Checked again only
 * on the next submit, as documented: the message stays while the person corrects the form.
 */
export function useAccountForm<TValues extends Values>(
  defaultValues: DefaultValues<TValues>,
  problemOf: (values: TValues) => FormProblem<Extract<keyof TValues, string>> | null,
) {
  const resolver: Resolver<TValues> = async (values) => {
    const problem = problemOf(values);
    if (!problem) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const field of problem.fields) errors[field] = { type: 'validate', message: problem.message };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
  const form = useForm<TValues>({ defaultValues, resolver, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;

  /** The server refused: its message is the form's, and `fields` are marked as the cause. */
  function refuse(message: string, fields: Path<TValues>[] = []) {
    form.setError('root.server', { message });
    for (const field of fields) form.setError(field, { type: 'server', message });
  }

  const fieldMessage = Object.values(errors).find((error) => error && 'message' in error && error.message)?.message;
  const message = errors.root?.server?.message ?? (typeof fieldMessage === 'string' ? fieldMessage : undefined);
  const invalid = (field: Extract<keyof TValues, string>) => Boolean((errors as Record<string, unknown>)[field]);
  return { form, message, invalid, refuse };
}
