import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function LocationsPage() {
  return <ComingSoon title="Ubicaciones" />;
}
