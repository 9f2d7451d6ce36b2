import {
  Ban,
  CalendarDays,
  ClipboardList,
  Inbox,
  LayoutDashboard,
  MapPin,
  Megaphone,
  MessageSquareText,
  Settings,
  Sparkles,
  UserSquare,
  Users,
} from 'lucide-react';

/** The sidebar (docs/product.md#admin-shell), in its order; 'recepta' is the product's own entry. */
export const navItems = [
  { to: '/admin/today', label: 'Hoy', icon: LayoutDashboard },
  { to: '/admin/bandeja', label: 'Bandeja', icon: Inbox },
  { to: '/admin/agenda', label: 'Agenda', icon: CalendarDays },
  { to: '/admin/plantillas', label: 'Plantillas', icon: MessageSquareText },
  { to: '/admin/campanas', label: 'Campañas', icon: Megaphone },
  { to: '/admin/services', label: 'Servicios', icon: ClipboardList },
  { to: '/admin/customers', label: 'Clientes', icon: Users },
  { to: '/admin/resources', label: 'Recursos', icon: UserSquare },
  { to: '/admin/locations', label: 'Ubicaciones', icon: MapPin },
  { to: '/admin/blocks', label: 'Bloques', icon: Ban },
  { to: '/admin/config', label: 'Configuración', icon: Settings },
  { to: '/admin/recepta', label: 'Recepta', icon: Sparkles },
] as const;
