import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function TemplatesPage() {
  return <ComingSoon title="Plantillas" />;
}
