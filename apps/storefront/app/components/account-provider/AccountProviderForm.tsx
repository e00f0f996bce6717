/**
 * A form posted (or linked) to the external account provider: sign-in, sign-out, join,
 * find-account, account-modify, carrying the hidden fields the provider expects (client id,
 * countryCode CN, languageCode zh, redirect and go-back URLs). Issue #6.
 *
 * Sign-in (GET) goes to the shop's authorize URL, which starts the OpenID Connect flow;
 * sign-out (GET) goes through the shop to the provider's end-session page, which comes back
 * to /user/logout (ending the shop session too); join, find-account and account-modify
 * (POST) go through the shop's form hop /account-provider/forms/{kind} to the provider's
 * page. The client id comes from GET /api/auth/login/provider/config (loaded once).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isSameSitePath, PROVIDER_FORM_ACTION, PROVIDER_FORM_LOCALE, PROVIDER_FORM_METHOD, type ProviderFormsConfig } from '@shop/contracts/account-provider';
import { sessionEndpoints } from '@shop/contracts/endpoint-refs/session';
import { quietApi } from '../../lib/api-call';

export type AccountProviderFormKind = 'signIn' | 'signOut' | 'join' | 'findAccount' | 'modify';

export interface AccountProviderFormProps {
  kind: AccountProviderFormKind;
  /** The button's content. */
  children: ReactNode;
  /** Where the shopper comes back to in the shop afterwards (a path on this site). */
  returnTo?: string;
  className?: string;
}

/** The config, or 'off' when the shop has no account provider (501), or null when it could not be read. */
let configPromise: Promise<ProviderFormsConfig | 'off' | null> | undefined;
function loadConfig(): Promise<ProviderFormsConfig | 'off' | null> {
  configPromise ??= quietApi
    .call(sessionEndpoints.providerConfig)
    .then((r) => {
      if (!r.ok) return r.failure.status === 501 ? ('off' as const) : null;
      return r.data ?? null;
    })
    .catch(() => null)
    .then((cfg) => {
      if (!cfg) configPromise = undefined; // try again next time
      return cfg;
    });
  return configPromise;
}

/** The ways back: after success (redirectUrl) and when the shopper goes back (goBackUrl). */
export function providerFormUrls(kind: AccountProviderFormKind, origin: string, here: string, returnTo: string) {
  const signInAfter = `${origin}${PROVIDER_FORM_ACTION.signIn}?redirect=${encodeURIComponent(returnTo)}`;
  const redirectUrl = kind === 'join' || kind === 'findAccount' ? signInAfter : `${origin}${returnTo}`;
  return { redirectUrl, goBackUrl: here.startsWith(origin) ? here : `${origin}${returnTo}` };
}

export function AccountProviderForm({ kind, children, returnTo, className }: AccountProviderFormProps) {
  const back = returnTo && isSameSitePath(returnTo) ? returnTo : '/';
  const method = PROVIDER_FORM_METHOD[kind];
  const formRef = useRef<HTMLFormElement>(null);
  const [clientId, setClientId] = useState('');
  const [off, setOff] = useState(false);
  const [urls, setUrls] = useState({ redirectUrl: '', goBackUrl: '' });

  useEffect(() => {
    setUrls(providerFormUrls(kind, window.location.origin, window.location.href, back));
    let live = true;
    void loadConfig().then((cfg) => {
      if (!live) return;
      if (cfg === 'off') setOff(true);
      else if (cfg) setClientId(cfg.clientId);
    });
    return () => {
      live = false;
    };
  }, [kind, back]);

  // Submitted before the client id arrived: wait for it, fill the fields, then submit.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    if ((form.elements.namedItem('clientId') as HTMLInputElement | null)?.value) return;
    e.preventDefault();
    void loadConfig().then((cfg) => {
      const set = (name: string, value: string) => {
        const input = form.elements.namedItem(name) as HTMLInputElement | null;
        if (input) input.value = value;
      };
      const u = providerFormUrls(kind, window.location.origin, window.location.href, back);
      if (cfg === 'off') {
        setOff(true);
        return;
      }
      set('clientId', cfg?.clientId ?? '');
      set('redirectUrl', u.redirectUrl);
      set('goBackUrl', u.goBackUrl);
      form.submit();
    });
  };

  return (
    <form ref={formRef} method={method} action={PROVIDER_FORM_ACTION[kind]} onSubmit={onSubmit} style={{ display: 'contents' }} data-provider-form={kind}>
      <input type="hidden" name="clientId" value={clientId} />
      <input type="hidden" name="countryCode" value={PROVIDER_FORM_LOCALE.countryCode} />
      <input type="hidden" name="languageCode" value={PROVIDER_FORM_LOCALE.languageCode} />
      {kind === 'signIn' ? <input type="hidden" name="redirect" value={back} /> : null}
      {kind === 'signIn' || kind === 'signOut' ? null : (
        <>
          <input type="hidden" name="redirectUrl" value={urls.redirectUrl} />
          <input type="hidden" name="goBackUrl" value={urls.goBackUrl} />
        </>
      )}
      <button type="submit" className={className} disabled={off} title={off ? '暂不支持该登录方式' : undefined}>
        {children}
      </button>
    </form>
  );
}
