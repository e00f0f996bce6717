/** The sandbox providers' own screens (Simplified Chinese, plain HTML, no shop chrome). */
import type { SandboxRealm } from './accounts.ts';

export const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const REALM_TITLE: Record<SandboxRealm, string> = { account: '星辰账号中心', enterprise: '企业身份认证中心' };

const CSS = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1a1a1a}
header{background:#0b1f3a;color:#fff;padding:14px 20px;font-size:16px;font-weight:600}
main{max-width:420px;margin:32px auto;padding:28px 24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:22px;margin:0 0 8px}p.sub{color:#666;margin:0 0 20px;font-size:14px}
label{display:block;font-size:14px;margin:14px 0 6px;color:#333}
input[type=text],input[type=password],input[type=tel],input[type=email]{width:100%;height:44px;border:1px solid #cfd6e0;border-radius:8px;padding:0 12px;font-size:16px}
button,.btn{display:block;width:100%;height:46px;margin-top:20px;border:0;border-radius:23px;background:#1428a0;color:#fff;font-size:16px;cursor:pointer;text-align:center;line-height:46px;text-decoration:none}
button.secondary,.btn.secondary{background:#fff;color:#1428a0;border:1px solid #1428a0}
.error{background:#fdecec;color:#c0262d;border-radius:8px;padding:10px 12px;font-size:14px;margin:12px 0}
.ok{background:#e9f7ef;color:#17803d;border-radius:8px;padding:10px 12px;font-size:14px;margin:12px 0}
.links{display:flex;justify-content:space-between;margin-top:16px;font-size:14px}.links a,.links button{color:#1428a0;background:none;border:0;height:auto;width:auto;margin:0;padding:0;line-height:1.4;font-size:14px;text-decoration:underline}
.demo{margin-top:22px;font-size:13px;color:#666;border-top:1px solid #eee;padding-top:12px}.demo code{background:#f5f5f5;padding:1px 4px;border-radius:4px}
ul.scopes{padding-left:20px;font-size:14px;color:#333}
@media (max-width:480px){main{margin:0;border-radius:0;box-shadow:none;min-height:calc(100vh - 48px)}}`;

export function page(realm: SandboxRealm, title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} - ${REALM_TITLE[realm]}</title><style>${CSS}</style></head><body><header>${REALM_TITLE[realm]}</header><main>${body}</main></body></html>`;
}

export interface FormCarry {
  clientId: string;
  countryCode: string;
  languageCode: string;
  redirectUrl: string;
  goBackUrl: string;
}

export const hiddenCarry = (c: FormCarry) =>
  (['clientId', 'countryCode', 'languageCode', 'redirectUrl', 'goBackUrl'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${esc(c[k])}">`)
    .join('');

export function loginView(o: {
  realm: SandboxRealm;
  base: string;
  uid: string;
  clientName: string;
  error?: string;
  loginId?: string;
  demo: Array<{ loginId: string; password: string; company?: string }>;
}) {
  const isEnt = o.realm === 'enterprise';
  return page(
    o.realm,
    '登录',
    `<h1>${isEnt ? '企业账号登录' : '登录星辰账号'}</h1><p class="sub">登录后将返回「${esc(o.clientName)}」</p>
${o.error ? `<div class="error" role="alert">${esc(o.error)}</div>` : ''}
<form method="post" action="${esc(o.base)}/interaction/${esc(o.uid)}/login" autocomplete="off">
<label for="loginId">${isEnt ? '企业邮箱' : '手机号 / 账号'}</label><input id="loginId" name="loginId" type="text" required maxlength="64" value="${esc(o.loginId ?? '')}">
<label for="password">密码</label><input id="password" name="password" type="password" required maxlength="64">
<button type="submit">登录</button></form>
<form method="post" action="${esc(o.base)}/interaction/${esc(o.uid)}/abort"><div class="links"><button type="submit">取消并返回</button>${isEnt ? '' : `<a href="${esc(o.base)}/join?interaction=${esc(o.uid)}">注册账号</a>`}</div></form>
<div class="demo">演示账号：${o.demo.map((d) => `<div><code>${esc(d.loginId)}</code> / <code>${esc(d.password)}</code>${d.company ? `（${esc(d.company)}）` : ''}</div>`).join('')}</div>`,
  );
}

const SCOPE_TEXT: Record<string, string> = { openid: '您的账号标识', phone: '您的手机号', profile: '您的昵称', company: '您所在的企业' };

export function consentView(o: { realm: SandboxRealm; base: string; uid: string; clientName: string; scopes: string[]; accountName: string }) {
  return page(
    o.realm,
    '授权确认',
    `<h1>授权确认</h1><p class="sub">${esc(o.accountName)}，「${esc(o.clientName)}」申请获取以下信息：</p>
<ul class="scopes">${o.scopes.map((s) => `<li>${esc(SCOPE_TEXT[s] ?? s)}</li>`).join('')}</ul>
<form method="post" action="${esc(o.base)}/interaction/${esc(o.uid)}/confirm"><button type="submit">同意授权</button></form>
<form method="post" action="${esc(o.base)}/interaction/${esc(o.uid)}/abort"><button type="submit" class="secondary">拒绝</button></form>`,
  );
}

export function joinView(o: {
  realm: SandboxRealm;
  base: string;
  carry: FormCarry;
  error?: string;
  values?: { mobile?: string; name?: string };
  interaction?: string;
}) {
  return page(
    o.realm,
    '注册账号',
    `<h1>注册星辰账号</h1><p class="sub">注册后即可使用星辰账号登录商城</p>
${o.error ? `<div class="error" role="alert">${esc(o.error)}</div>` : ''}
<form method="post" action="${esc(o.base)}/join/submit">${hiddenCarry(o.carry)}${o.interaction ? `<input type="hidden" name="interaction" value="${esc(o.interaction)}">` : ''}
<label for="mobile">手机号</label><input id="mobile" name="mobile" type="tel" required maxlength="11" value="${esc(o.values?.mobile ?? '')}">
<label for="name">昵称</label><input id="name" name="name" type="text" required maxlength="20" value="${esc(o.values?.name ?? '')}">
<label for="password">密码（8-32位，需含字母和数字）</label><input id="password" name="password" type="password" required maxlength="32">
<button type="submit">注册</button></form>
${o.carry.goBackUrl ? `<div class="links"><a href="${esc(o.carry.goBackUrl)}">返回</a></div>` : ''}`,
  );
}

export function findAccountView(o: { realm: SandboxRealm; base: string; carry: FormCarry; error?: string; found?: string }) {
  return page(
    o.realm,
    '找回账号',
    `<h1>找回账号</h1><p class="sub">输入注册时使用的手机号和昵称，重新设置密码</p>
${o.error ? `<div class="error" role="alert">${esc(o.error)}</div>` : ''}
<form method="post" action="${esc(o.base)}/find-account/submit">${hiddenCarry(o.carry)}
<label for="mobile">手机号</label><input id="mobile" name="mobile" type="tel" required maxlength="11">
<label for="name">昵称</label><input id="name" name="name" type="text" required maxlength="20">
<label for="password">新密码（8-32位，需含字母和数字）</label><input id="password" name="password" type="password" required maxlength="32">
<button type="submit">重设密码</button></form>
${o.carry.goBackUrl ? `<div class="links"><a href="${esc(o.carry.goBackUrl)}">返回</a></div>` : ''}`,
  );
}

export function modifyView(o: { realm: SandboxRealm; base: string; carry: FormCarry; error?: string }) {
  return page(
    o.realm,
    '修改账号信息',
    `<h1>修改账号信息</h1><p class="sub">验证当前密码后修改昵称或密码</p>
${o.error ? `<div class="error" role="alert">${esc(o.error)}</div>` : ''}
<form method="post" action="${esc(o.base)}/account-modify/submit">${hiddenCarry(o.carry)}
<label for="loginId">手机号 / 账号</label><input id="loginId" name="loginId" type="text" required maxlength="64">
<label for="password">当前密码</label><input id="password" name="password" type="password" required maxlength="64">
<label for="name">新昵称（不改可留空）</label><input id="name" name="name" type="text" maxlength="20">
<label for="newPassword">新密码（不改可留空）</label><input id="newPassword" name="newPassword" type="password" maxlength="32">
<button type="submit">保存</button></form>
${o.carry.goBackUrl ? `<div class="links"><a href="${esc(o.carry.goBackUrl)}">返回</a></div>` : ''}`,
  );
}

export function doneView(o: { realm: SandboxRealm; title: string; message: string; backUrl?: string; backText?: string }) {
  return page(
    o.realm,
    o.title,
    `<h1>${esc(o.title)}</h1><div class="ok" role="status">${esc(o.message)}</div>${o.backUrl ? `<a class="btn" href="${esc(o.backUrl)}">${esc(o.backText ?? '返回商城')}</a>` : ''}`,
  );
}

export function errorView(realm: SandboxRealm, message: string) {
  return page(realm, '出错了', `<h1>出错了</h1><div class="error" role="alert">${esc(message)}</div>`);
}
