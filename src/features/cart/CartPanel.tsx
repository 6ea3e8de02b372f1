import { Drawer } from '../../ui/drawer/Drawer';
import { CartContents } from './CartContents';

/** The "Cart Summary" side panel (500 px; full width on phones). */
export default function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title="Cart Summary" width={500} side="right" fullOnMobile>
      <CartContents onNavigate={onClose} />
    </Drawer>
  );
}
