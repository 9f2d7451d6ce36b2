import type { Action } from '@recepta/domain';
import {
  Ban,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  History,
  Inbox,
  LayoutDashboard,
  MapPin,
  Megaphone,
  MessageSquareText,
  Settings,
  ShieldCheck,
  Sparkles,
  UserSquare,
  Users,
} from 'lucide-react';

/**
 * The sidebar (docs/product.md#admin-shell), in its order; 'recepta' is the product's own entry.
 * Each entry shows to the roles that may do its action (packages/domain permissions.ts).
 */
export const navItems = [
  { to: '/admin/today', action: 'agenda.read', label: 'Hoy', icon: LayoutDashboard },
  { to: '/admin/bandeja', action: 'inbox.read', label: 'Bandeja', icon: Inbox },
  { to: '/admin/agenda', action: 'agenda.read', label: 'Agenda', icon: CalendarDays },
  { to: '/admin/reports', action: 'reports.money', label: 'Reportes', icon: ChartColumn },
  { to: '/admin/plantillas', action: 'templates.write', label: 'Plantillas', icon: MessageSquareText },
  { to: '/admin/campanas', action: 'campaigns.read', label: 'Campañas', icon: Megaphone },
  { to: '/admin/services', action: 'catalog.write', label: 'Servicios', icon: ClipboardList },
  { to: '/admin/customers', action: 'patients.read', label: 'Clientes', icon: Users },
  { to: '/admin/solicitudes', action: 'patients.write', label: 'Solicitudes', icon: ShieldCheck },
  { to: '/admin/resources', action: 'catalog.write', label: 'Recursos', icon: UserSquare },
  { to: '/admin/locations', action: 'catalog.write', label: 'Ubicaciones', icon: MapPin },
  { to: '/admin/blocks', action: 'agenda.write', label: 'Bloques', icon: Ban },
  { to: '/admin/config', action: 'config.write', label: 'Configuración', icon: Settings },
  { to: '/admin/actividad', action: 'audit.read', label: 'Actividad', icon: History },
  { to: '/admin/recepta', action: 'org.read', label: 'Recepta', icon: Sparkles },
] as const satisfies readonly { to: string; action: Action; label: string; icon: unknown }[];
