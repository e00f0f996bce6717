/**
 * Signing in (spec 7 Auth): SMS code and mobile login, the account provider and enterprise SSO
 * (authorize redirects and their callbacks, entGetToken), QR login, the assistant apps' login
 * links, the app's web ticket and the mini-program login. Public unless noted; the redirect
 * endpoints answer 302 without an envelope (the browser is sent to them, see urlOf), so the
 * API registers them as plain routes.
 */
import { z } from 'zod';
import {
  entGetTokenBodySchema,
  entGetTokenResultSchema,
  providerAuthorizeQuerySchema,
  providerCallbackSchema,
  providerSignInResultSchema,
  samssoChannelParamsSchema,
  samssoResultSchema,
  samssoTokenBodySchema,
} from '../account-provider.ts';
import { mobileLoginRequestSchema, smsCodeQuerySchema, smsCodeRequestSchema, smsCodeResponseSchema, tokenResponseSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  appTicketExchangeSchema,
  appTicketResponseSchema,
  assistantLoginQuerySchema,
  mpLoginBodySchema,
  qrConfirmBodySchema,
  qrLoginInfoSchema,
  qrScanResponseSchema,
  qrTokenParamsSchema,
  qrTokenResponseSchema,
} from '../signin.ts';

const tags = ['auth'];
/** A 302 to another site: no envelope, nothing to parse. */
const redirectOnly = z.never();

/** What both samsso/token calls document. */
const SAMSSO_TOKEN_DESCRIPTION =
  '企业商城登录页把企业身份认证中心带回的参数（code、state、iss）提交。校验 state（一次性 Cookie）与 ID Token，要求账号带企业信息（否则 403 ERR_ENT_NO_COMPANY）；会员获得 enterprise 角色，站点切换为企业商城（Cookie siteCd=ent）。channel=app 时不写登录 Cookie，令牌交给 App。';

export const signinEndpoints = {
  smsCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/code/sms',
    query: smsCodeQuerySchema,
    body: smsCodeRequestSchema,
    data: smsCodeResponseSchema,
    summary: '发送登录短信验证码',
    description:
      'multipart/form-data、表单或 JSON：mobile、deviceId、可选 nvcVal（滑块校验值）。小程序使用 ?isSmallApp=true，仅传 mobile。同一手机号 60 秒内只能发送一次，每天最多 10 次；同一 IP 每小时有上限。',
    tags,
  }),
  mobileToken: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/mobile/token',
    body: mobileLoginRequestSchema,
    data: tokenResponseSchema,
    summary: '手机号 + 短信验证码登录（首次登录自动注册）',
    tags,
  }),
  providerAuthorize: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/provider/authorize',
    query: providerAuthorizeQuerySchema,
    data: redirectOnly,
    answers: 'redirect',
    summary: '跳转账号中心登录（OpenID Connect 授权码 + PKCE）',
    description:
      'redirect：登录后返回的本站路径（仅限本站路径，否则 400 ERR_PROVIDER_REDIRECT_INVALID）；site：可选站点。state、nonce、PKCE 存入 10 分钟有效的签名 HttpOnly Cookie，302 跳转到账号中心；回调地址为 /user/saAuthorize。',
    tags,
  }),
  providerCallback: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/provider/callback',
    body: providerCallbackSchema,
    data: providerSignInResultSchema,
    summary: '账号中心回调：以授权码换取登录态',
    description:
      '/user/saAuthorize 把账号中心带回的参数（code、state、iss 或 error）原样提交。先校验 state 与本浏览器的登录 Cookie（一次性），再以 PKCE 换取令牌并校验 ID Token（nonce、iss、aud、签名）；按账号中心标识或手机号找到会员（首次自动注册）并登录。answer.redirect 为登录前保存的本站路径。',
    tags,
  }),
  samssoAuthorize: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/samsso/authorize',
    query: providerAuthorizeQuerySchema,
    data: redirectOnly,
    answers: 'redirect',
    summary: '跳转企业身份认证中心登录',
    description:
      'channel：pc（/user/estoreLogin）、wx（/user/wxEstoreLogin）、app（/user/appEstoreLogin），认证后回到该页面，由页面调用 samsso/token。redirect：登录后返回的本站路径。',
    tags,
  }),
  samssoToken: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/samsso/token',
    body: samssoTokenBodySchema,
    data: samssoResultSchema,
    summary: '企业 SSO：以认证码换取商城登录态',
    description: SAMSSO_TOKEN_DESCRIPTION,
    tags,
  }),
  samssoTokenOfChannel: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/samsso/token/:channel',
    params: samssoChannelParamsSchema,
    body: samssoTokenBodySchema,
    data: samssoResultSchema,
    summary: '企业 SSO：以认证码换取商城登录态（按渠道）',
    description: SAMSSO_TOKEN_DESCRIPTION,
    tags,
  }),
  entGetToken: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/entGetToken',
    body: entGetTokenBodySchema,
    data: entGetTokenResultSchema,
    summary: '企业会员换取企业商城登录态',
    description:
      '已登录的企业会员（曾经企业 SSO 登录）换取新的会话令牌并切换到企业商城站点。body 可选 { companyCode }：指定企业；非企业会员或不属于该企业 403 ERR_ENT_NOT_MEMBER。',
    tags,
    auth: 'member',
  }),
  qrToken: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/qrLogin/getQrToken',
    data: qrTokenResponseSchema,
    summary: '获取扫码登录二维码（PC）',
    description:
      '新的一次性令牌，2 分钟有效，仅能由本浏览器（HttpOnly Cookie qr_login_key）领取登录态。二维码内容为 /user/login_confirm?token=… 的完整地址。每个 IP 每分钟最多 20 次。',
    tags,
  }),
  qrScanState: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/qrLogin/getQrScan/:token',
    params: qrTokenParamsSchema,
    data: qrScanResponseSchema,
    summary: '查询扫码状态（PC 轮询）',
    description:
      'status：waiting / scanned / confirmed / expired / cancelled。确认后第一次轮询为本浏览器登录（signedIn=true，设置登录 Cookie），之后再领取 409 ERR_QR_USED。其他浏览器查询 404。',
    tags,
  }),
  qrInfo: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/qrLogin/info/:token',
    params: qrTokenParamsSchema,
    data: qrLoginInfoSchema,
    summary: '扫码登录：待确认的登录请求（手机）',
    tags,
    auth: 'member',
  }),
  qrScan: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/qrLogin/scan/:token',
    params: qrTokenParamsSchema,
    data: qrLoginInfoSchema,
    summary: '扫码登录：手机已扫码',
    description:
      '已登录会员打开二维码页面时调用；同一二维码只能由一个账号扫描（409 ERR_QR_OTHER_MEMBER）。已失效 409 ERR_QR_EXPIRED，已使用 409 ERR_QR_USED，已取消 409 ERR_QR_CANCELLED。',
    tags,
    auth: 'member',
  }),
  qrConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/qrLogin/confirm/:token',
    params: qrTokenParamsSchema,
    body: qrConfirmBodySchema,
    data: qrLoginInfoSchema,
    summary: '扫码登录：手机确认或取消',
    description: 'body { action: confirm | cancel }；只有扫码的会员可以操作，且须在二维码有效期内。',
    tags,
    auth: 'member',
  }),
  sassistantLogin: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/sassistant',
    query: assistantLoginQuerySchema,
    data: redirectOnly,
    answers: 'redirect',
    summary: '生活助手登录跳转',
    tags,
  }),
  smembersLogin: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/smembers',
    query: assistantLoginQuerySchema,
    data: redirectOnly,
    answers: 'redirect',
    summary: '社区登录跳转',
    tags,
  }),
  appTicket: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/app/ticket',
    data: appTicketResponseSchema,
    summary: 'App 网页登录票据（会员）',
    description:
      '原生 App 以会员令牌调用，得到一次性票据（60 秒有效），在网页视图中打开 /user/app_login?ticket=…&redirect=… 换取网页登录态。每位会员每分钟最多 10 张。',
    tags,
    auth: 'member',
  }),
  appExchange: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/app/exchange',
    body: appTicketExchangeSchema,
    data: tokenResponseSchema,
    summary: 'App 网页登录：以票据换取网页登录态',
    description: '{ ticket }；票据只能使用一次，过期、已用或其会话已退出均为 400 ERR_APP_TICKET_INVALID。成功后设置登录 Cookie。每个 IP 每分钟最多 30 次。',
    tags,
  }),
  mpLogin: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/wxmp/mpLogin/token',
    body: mpLoginBodySchema,
    data: tokenResponseSchema,
    summary: '微信小程序登录',
    description:
      'JSON 或表单 { code（wx.login 凭证）, phoneCode?（手机号授权凭证，首次登录必传）}。凭证由小程序平台适配器换取 openid / 手机号，每个凭证只能使用一次、5 分钟有效。已关联 openid 的会员直接登录；否则按手机号登录（新号码自动注册）并关联 openid。令牌在响应中返回，不设置 Cookie。每个 IP 每分钟最多 30 次。',
    tags,
  }),
};
