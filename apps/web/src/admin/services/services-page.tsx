import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function ServicesPage() {
  return <ComingSoon title="Servicios" />;
}
