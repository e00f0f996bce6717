/** Reusable popups of the shop. Import from `~/chrome/dialogs` (relative: `../chrome/dialogs`). */
export { Dialog, type DialogProps } from './Dialog';
export { EmptyCartDialog, RemoveProductDialog, PreferenceDialog, MessageDialog, EMPTY_CART_MESSAGE, REMOVE_PRODUCT_WARNING } from './ShopDialogs';
