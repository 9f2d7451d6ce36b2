import { entityNames } from '@recepta/domain';
import type { CatalogEntity } from '../../api/query-keys.ts';

/**
 * The words each catalogue screen needs, built from the domain's nouns so that the toasts of the
 * API (entityNames) and of the screens say the same thing (docs/product.md#catalogue-screens).
 */
const extra: Record<CatalogEntity, { title: string; plural: string; newTitle: string }> = {
  services: { title: 'Servicios', plural: 'servicios', newTitle: 'Nuevo servicio' },
  customers: { title: 'Clientes', plural: 'clientes', newTitle: 'Nuevo cliente' },
  resources: { title: 'Recursos', plural: 'recursos', newTitle: 'Nuevo recurso' },
  locations: { title: 'Ubicaciones', plural: 'ubicaciones', newTitle: 'Nueva ubicación' },
  blocks: { title: 'Bloques', plural: 'bloques', newTitle: 'Nuevo bloque' },
};

export interface CatalogTexts {
  /** 'Servicios' */
  title: string;
  /** 'Agregar servicio' */
  add: string;
  /** 'Nuevo servicio' / 'Editar servicio' */
  newTitle: string;
  editTitle: string;
  /** 'Aún no hay servicios.' */
  empty: string;
  created: string;
  updated: string;
  deleted: string;
  loadError: string;
  saveError: string;
  deleteError: string;
}

export function catalogTexts(entity: CatalogEntity): CatalogTexts {
  const { one, created, updated, deleted } = entityNames[entity];
  const { title, plural, newTitle } = extra[entity];
  return {
    title,
    add: `Agregar ${one}`,
    newTitle,
    editTitle: `Editar ${one}`,
    empty: `Aún no hay ${plural}.`,
    created,
    updated,
    deleted,
    loadError: `Error al cargar ${plural}`,
    saveError: `Error al guardar ${one}`,
    deleteError: `Error al eliminar ${one}`,
  };
}
