/**
 * A form posted (or linked) to the external account provider: sign-in, sign-out, join,
 * find-account, account-modify, carrying the hidden fields the provider expects (client id,
 * countryCode CN, languageCode zh, redirect and go-back URLs). Issue #6 — being built by the
 * account-provider part; the props are fixed so that pages can use it already.
 */
import type { ReactNode } from 'react';

export type AccountProviderFormKind = 'signIn' | 'signOut' | 'join' | 'findAccount' | 'modify';

export interface AccountProviderFormProps {
  kind: AccountProviderFormKind;
  /** The button's content. */
  children: ReactNode;
  /** Where the shopper comes back to in the shop afterwards (a path on this site). */
  returnTo?: string;
  className?: string;
}

export function AccountProviderForm({ children, className }: AccountProviderFormProps) {
  return (
    <button type="button" className={className} disabled>
      {children}
    </button>
  );
}
