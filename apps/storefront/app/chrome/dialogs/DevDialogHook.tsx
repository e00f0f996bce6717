/**
 * Outside production only (the root renders it when its loader says so): `?__dialog=<name>`
 * on any page opens one of the shared popups, so e2e tests can check them before a screen
 * uses them. Names: empty-cart, remove-product, preference, message. Each records the button
 * pressed in `document.body.dataset.dialogResult`.
 */
import { useCallback, useState } from 'react';
import { EmptyCartDialog, MessageDialog, PreferenceDialog, RemoveProductDialog } from './ShopDialogs';

export default function DevDialogHook({ name, mobile }: { name: string; mobile: boolean }) {
  const [open, setOpen] = useState(true);
  const done = useCallback((result: string) => {
    document.body.dataset.dialogResult = result;
    setOpen(false);
  }, []);
  const closeMessage = useCallback(() => done('auto-or-close'), [done]);
  switch (name) {
    case 'empty-cart':
      return <EmptyCartDialog open={open} onClose={() => done('ok')} />;
    case 'remove-product':
      return (
        <RemoveProductDialog
          open={open}
          productName="星辰 S25 Ultra 12GB+256GB"
          onMoveToWishlist={() => done('wishlist')}
          onDelete={() => done('delete')}
          onClose={() => done('close')}
        />
      );
    case 'preference':
      return <PreferenceDialog open={open} onConfirm={() => done('confirm')} onLater={() => done('later')} />;
    case 'message':
      return <MessageDialog open={open} success message="已加入购物车" mobile={mobile} onClose={closeMessage} />;
    default:
      return null;
  }
}
