/**
 * Signing in (spec 7 Auth): SMS code and mobile login, the account provider and enterprise SSO
 * (authorize redirects and their callbacks), QR login, the assistant apps' login links and the
 * app's web ticket. Public unless noted; the redirect endpoints answer 302 without an envelope
 * (the browser is sent to them, see urlOf).
 */
import { z } from 'zod';
import {
  providerAuthorizeQuerySchema,
  providerCallbackSchema,
  providerSignInResultSchema,
  samssoResultSchema,
  samssoTokenBodySchema,
} from '../account-provider.ts';
import { mobileLoginRequestSchema, smsCodeQuerySchema, smsCodeRequestSchema, smsCodeResponseSchema, tokenResponseSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  appTicketExchangeSchema,
  assistantLoginQuerySchema,
  qrConfirmBodySchema,
  qrLoginInfoSchema,
  qrScanResponseSchema,
  qrTokenParamsSchema,
  qrTokenResponseSchema,
} from '../signin.ts';

const tags = ['auth'];
/** A 302 to another site: no envelope, nothing to parse. */
const redirectOnly = z.never();

export const signinEndpoints = {
  smsCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/code/sms',
    query: smsCodeQuerySchema,
    body: smsCodeRequestSchema,
    data: smsCodeResponseSchema,
    summary: '发送登录短信验证码',
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
    summary: '跳转账号中心登录（OpenID Connect 授权码 + PKCE）',
    description: '302 跳转到账号中心；回调地址为 /user/saAuthorize。',
    tags,
  }),
  providerCallback: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/provider/callback',
    body: providerCallbackSchema,
    data: providerSignInResultSchema,
    summary: '账号中心回调：以授权码换取登录态',
    tags,
  }),
  samssoAuthorize: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/samsso/authorize',
    query: providerAuthorizeQuerySchema,
    data: redirectOnly,
    summary: '跳转企业身份认证中心登录',
    tags,
  }),
  samssoToken: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/samsso/token',
    body: samssoTokenBodySchema,
    data: samssoResultSchema,
    summary: '企业 SSO：以认证码换取商城登录态',
    tags,
  }),
  qrToken: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/qrLogin/getQrToken',
    data: qrTokenResponseSchema,
    summary: '获取扫码登录二维码（PC）',
    tags,
  }),
  qrScanState: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/qrLogin/getQrScan/:token',
    params: qrTokenParamsSchema,
    data: qrScanResponseSchema,
    summary: '查询扫码状态（PC 轮询）',
    tags,
  }),
  qrScan: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/qrLogin/scan/:token',
    params: qrTokenParamsSchema,
    data: qrLoginInfoSchema,
    summary: '扫码登录：手机已扫码',
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
    tags,
    auth: 'member',
  }),
  sassistantLogin: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/sassistant',
    query: assistantLoginQuerySchema,
    data: redirectOnly,
    summary: '生活助手登录跳转',
    tags,
  }),
  smembersLogin: defineEndpoint({
    method: 'GET',
    path: '/api/auth/login/smembers',
    query: assistantLoginQuerySchema,
    data: redirectOnly,
    summary: '社区登录跳转',
    tags,
  }),
  appExchange: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/app/exchange',
    body: appTicketExchangeSchema,
    data: tokenResponseSchema,
    summary: 'App 网页登录：以票据换取网页登录态',
    tags,
  }),
};
