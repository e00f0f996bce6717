/**
 * The account-settings block of bound third-party accounts (bind / unbind, main account,
 * 30-day rebind block). Issue #6 — being built by the binding part; used by 账号设置.
 */
export function BindingPanel() {
  return null;
}
