import { defaultConfig, instantToZoned } from '@recepta/domain';
import { type Block, useBlocks, useDeleteBlock } from '../../api/blocks.ts';
import { useConfig } from '../../api/config.ts';
import { useOrg } from '../../api/orgs.ts';
import { useResources } from '../../api/resources.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { Badge } from '../../ui/badge.tsx';
import { CatalogScreen, type ListSource } from '../../ui/catalog/catalog-screen.tsx';
import { ColourSwatch } from '../../ui/catalog/colour-chip.tsx';
import { useEditor } from '../../ui/catalog/use-editor.ts';
import { BlockForm } from './block-form.tsx';
import { describeBlockTimes } from './block-times.ts';
import { HolidayButton } from './holiday-button.tsx';
import { isFinished, sortBlocks } from './sort-blocks.ts';
import { useBlockLinks } from './use-block-links.ts';

/** /admin/blocks (docs/product.md#blocks): times when nothing can be booked, for a resource or everyone. */
export default function BlocksPage() {
  const org = useCurrentOrg();
  const blocks = useBlocks(org.id);
  const resources = useResources(org.id);
  // A config that cannot be read falls back to the defaults (docs/product.md#catalogue-screens).
  const config = useConfig(org.id).data ?? defaultConfig;
  const editor = useEditor<Block>();
  const closeForm = useBlockLinks(editor, blocks.data);

  // Blocks are typed and shown on the organisation's clock, as the API reads them.
  const orgInfo = useOrg(org.id);
  const tz = orgInfo.data?.tz ?? 'UTC';
  const now = Date.now();
  const today = instantToZoned(now, tz).date;
  const names = new Map((resources.data ?? []).map((r) => [r.id, r.name]));
  const list: ListSource<Block> = {
    data: blocks.data && orgInfo.data ? sortBlocks(blocks.data, now) : undefined,
    isPending: blocks.isPending || orgInfo.isPending || resources.isPending,
    isError: blocks.isError || orgInfo.isError,
    refetch: () => Promise.all([blocks.refetch(), orgInfo.refetch(), resources.refetch()]),
  };

  return (
    <CatalogScreen<Block>
      entity="blocks"
      intro="Horarios en los que no se agendan citas: almuerzos, vacaciones o feriados, de un recurso o de toda la organización."
      emptyHint="Agrega un bloque para cerrar la agenda en un horario: una vez, días completos o todos los días."
      editor={editor}
      list={list}
      toolbar={orgInfo.data && <HolidayButton orgId={org.id} tz={tz} today={today} />}
      remove={useDeleteBlock(org.id)}
      itemName={(block) => block.reason}
      renderRow={(block) => ({
        leading: <ColourSwatch background={block.backgroundColor} text={block.textColor} label={block.reason} />,
        title: block.reason,
        badges: isFinished(block, now) && <Badge>Finalizado</Badge>,
        details: [
          describeBlockTimes(block, tz, today),
          block.resourceId ? (names.get(block.resourceId) ?? 'Recurso') : 'Toda la organización',
        ],
      })}
      renderForm={(block) => (
        <BlockForm
          block={block}
          resources={resources.data ?? []}
          tz={tz}
          openTime={config.openTime}
          closeTime={config.closeTime}
          onClose={closeForm}
        />
      )}
    />
  );
}
