import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MessageTemplate,
  TEMPLATE_NAME_MAX,
  type TemplateCategory,
  templateCategories,
  templateInput,
  templateLanguages,
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
import { TemplateButtonsField } from './template-buttons-field.tsx';
import { TemplateEditorHeader } from './template-editor-header.tsx';
import { categoryHints } from './template-labels.ts';
import { TemplatePreview } from './template-preview.tsx';
import { TemplateTextField } from './template-text-field.tsx';

interface FormValues {
  name: string;
  category: TemplateCategory;
  text: string;
  language: (typeof templateLanguages)[number];
  buttons: string[];
}

const blank: FormValues = { name: '', category: 'Utility', text: '', language: 'es', buttons: [] };

/** The languages' names in the editor; the codes are Meta's. */
const languageNames: Record<FormValues['language'], string> = {
  es: 'Español',
  es_MX: 'Español (México)',
  es_AR: 'Español (Argentina)',
  es_CO: 'Español (Colombia)',
  es_ES: 'Español (España)',
  en_US: 'Inglés (EE. UU.)',
  pt_BR: 'Portugués (Brasil)',
};

function valuesOf(template: MessageTemplate | null): FormValues {
  if (!template) return blank;
  const language = (templateLanguages as readonly string[]).includes(template.language)
    ? (template.language as FormValues['language'])
    : 'es';
  // The booking page's code template (Authentication) is Meta's text: the server refuses to save it changed.
  const category = template.category === 'Authentication' ? 'Utility' : template.category;
  return { name: template.name, category, text: template.text, language, buttons: template.buttons };
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

/**
 * The template editor (docs/product.md#templates): name, category, language, text and quick-reply
 * buttons with a live preview; Restaurar, Guardar, and Enviar a aprobación (which saves first).
 */
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
  const buttons = form.watch('buttons') ?? [];

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  /** Saves the form; the saved template, or undefined when it could not be saved (the form says why). */
  const save = async (values: FormValues): Promise<MessageTemplate | undefined> => {
    try {
      const saved = template
        ? await update.mutateAsync({ id: template.id, input: values })
        : await create.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast.success('Plantilla guardada');
      if (!template) onCreated(saved);
      return saved;
    } catch (error) {
      setServerFieldErrors(form.setError, error, ['name', 'category', 'text', 'language', 'buttons']);
      toast.error('Error al guardar plantilla');
      return undefined;
    }
  };
  const onSubmit = form.handleSubmit(async (values) => {
    await save(values);
  });
  /** "Enviar a aprobación" saves unsaved changes first: one click, not Guardar then Enviar. */
  const saveForSubmit = async (): Promise<MessageTemplate | undefined> => {
    if (template && !isDirty) return template;
    let saved: MessageTemplate | undefined;
    await form.handleSubmit(async (values) => {
      saved = await save(values);
    })();
    return saved;
  };

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
              <Field
                label="Idioma"
                error={errors.language?.message}
                hint="El idioma en que WhatsApp revisa y envía la plantilla."
              >
                {(control) => (
                  <Select {...control} {...form.register('language')}>
                    {templateLanguages.map((code) => (
                      <option key={code} value={code}>
                        {languageNames[code]}
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
            <TemplateButtonsField
              buttons={buttons}
              errors={errors.buttons}
              onChange={(next) => form.setValue('buttons', next, { shouldDirty: true, shouldValidate: true })}
            />
          </div>
          <TemplatePreview text={text} buttons={buttons} />
        </CardContent>
        <TemplateActions
          orgId={orgId}
          template={template}
          dirty={isDirty}
          valid={isValid}
          saving={isSubmitting}
          onRestore={() => form.reset(valuesOf(template))}
          onCancelNew={onCancelNew}
          saveFirst={saveForSubmit}
        />
      </form>
    </Card>
  );
}
