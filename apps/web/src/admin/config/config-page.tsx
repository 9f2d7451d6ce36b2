import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function ConfigPage() {
  return <ComingSoon title="Configuración" />;
}
