import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MessageTemplate,
  TEMPLATE_NAME_MAX,
  type TemplateCategory,
  templateCategories,
  templateInput,
} from '@recepta/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useCreateTemplate, useUpdateTemplate } from '../../api/templates.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { Card, CardContent } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { TemplateActions } from './template-actions.tsx';
import { TemplateEditorHeader } from './template-editor-header.tsx';
import { categoryHints } from './template-labels.ts';
import { TemplatePreview } from './template-preview.tsx';
import { TemplateTextField } from './template-text-field.tsx';

interface FormValues {
  name: string;
  category: TemplateCategory;
  text: string;
}

const blank: FormValues = { name: '', category: 'Utility', text: '' };

function valuesOf(template: MessageTemplate | null): FormValues {
  return template ? { name: template.name, category: template.category, text: template.text } : blank;
}

interface TemplateEditorProps {
  orgId: string;
  /** null: a new template. */
  template: MessageTemplate | null;
  onCreated: (created: MessageTemplate) => void;
  onDeleted: () => void;
  onCancelNew: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** Phones only: back to the list. */
  onBack: () => void;
}

/** The template editor (docs/product.md#templates): name, category, text with a live preview; Restaurar, Guardar, Enviar a aprobación. */
export function TemplateEditor({
  orgId,
  template,
  onCreated,
  onDeleted,
  onCancelNew,
  onDirtyChange,
  onBack,
}: TemplateEditorProps) {
  const create = useCreateTemplate(orgId);
  const update = useUpdateTemplate(orgId);
  const form = useForm({
    resolver: zodResolver(templateInput),
    // Each keystroke re-checks, so a gap in the variables shows while the text is typed.
    mode: 'onChange',
    defaultValues: valuesOf(template),
  });
  const { errors, isDirty, isValid, isSubmitting } = form.formState;
  const text = form.watch('text');
  const category = form.watch('category');

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (template) {
        const saved = await update.mutateAsync({ id: template.id, input: values });
        form.reset(valuesOf(saved));
        toast.success('Plantilla guardada');
      } else {
        const created = await create.mutateAsync(values);
        form.reset(valuesOf(created));
        toast.success('Plantilla guardada');
        onCreated(created);
      }
    } catch (error) {
      setServerFieldErrors(form.setError, error, ['name', 'category', 'text']);
      toast.error('Error al guardar plantilla');
    }
  });

  return (
    <Card className="@container">
      <form noValidate onSubmit={onSubmit} aria-label={template ? `Plantilla ${template.name}` : 'Nueva plantilla'}>
        <TemplateEditorHeader orgId={orgId} template={template} onBack={onBack} onDeleted={onDeleted} />
        <CardContent className="grid gap-6 @3xl:grid-cols-[minmax(0,1fr)_19rem]">
          <div className="min-w-0 space-y-5">
            <div className="grid gap-4 @lg:grid-cols-2">
              <Field
                label="Nombre"
                error={errors.name?.message}
                hint="Minúsculas, números y guiones bajos, p. ej. recordatorio_24h."
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('name')}
                    maxLength={TEMPLATE_NAME_MAX + 1}
                    autoComplete="off"
                    spellCheck={false}
                    className="font-mono"
                  />
                )}
              </Field>
              <Field label="Categoría" error={errors.category?.message} hint={categoryHints[category]}>
                {(control) => (
                  <Select {...control} {...form.register('category')}>
                    {templateCategories.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>
            <TemplateTextField
              registration={form.register('text')}
              value={text}
              error={errors.text?.message}
              onInsert={(next) => form.setValue('text', next, { shouldDirty: true, shouldValidate: true })}
            />
          </div>
          <TemplatePreview text={text} />
        </CardContent>
        <TemplateActions
          orgId={orgId}
          template={template}
          dirty={isDirty}
          valid={isValid}
          saving={isSubmitting}
          onRestore={() => form.reset(valuesOf(template))}
          onCancelNew={onCancelNew}
        />
      </form>
    </Card>
  );
}
