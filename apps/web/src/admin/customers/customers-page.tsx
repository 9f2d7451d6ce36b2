import { ComingSoon } from '../../ui/coming-soon.tsx';

export default function CustomersPage() {
  return <ComingSoon title="Clientes" />;
}
