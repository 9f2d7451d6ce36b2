import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Block } from '../../api/blocks.ts';
import type { Editor } from '../../ui/catalog/use-editor.ts';

/**
 * The agenda's ways into this screen (docs/product.md#blocks):
 * - ?blockId=<id> opens that block's form, then leaves the URL (replaced, so Back does not reopen it);
 * - ?from=agenda goes back to /admin/agenda after the form is saved or cancelled; without blockId it
 *   opens a new block's form, as the agenda's way to add one.
 * Returns what the form calls when it closes.
 */
export function useBlockLinks(editor: Editor<Block>, blocks: readonly Block[] | undefined): () => void {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const fromAgenda = params.get('from') === 'agenda';
  const blockId = params.get('blockId');
  const { add, edit, close } = editor;

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !fromAgenda || blockId) return;
    opened.current = true;
    add();
  }, [fromAgenda, blockId, add]);

  useEffect(() => {
    if (!blockId || !blocks) return;
    const block = blocks.find((b) => b.id === blockId);
    if (block) edit(block);
    else toast.error('El bloque ya no existe');
    // Opened once: a reload or a later refetch must not open it again.
    opened.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('blockId');
        return next;
      },
      { replace: true },
    );
  }, [blockId, blocks, edit, setParams]);

  return () => {
    close();
    if (fromAgenda) void navigate('/admin/agenda');
  };
}
