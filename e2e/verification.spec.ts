/**
 * Student and enterprise verification, the student shop and account binding (issue #6):
 * student verification through the email sink and then buying a student offer through
 * checkout to the cashier (PC), a non-student's purchase rule on the phone layout,
 * bind / unbind in the BindingPanel on 账户设置, an enterprise programme by appId.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInByApi } from './helpers';

const CASHIER = /\/order\/wxpay\?ordNo=\d{18}&method=wxpay$/;
const shanghai = { receiver: '王小明', provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '世纪大道100号 8楼' };

async function latestEmailCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const r = await request.get(`/api/dev/email/latest?to=${encodeURIComponent(to)}`);
      code = r.ok() ? ((await r.json()).data.code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test.describe('verification', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
  });

  test('verifies as a student through the email sink, then buys a student offer through checkout @pc', async ({ page }) => {
    const { post, mobile } = await signInByApi(page.request);
    await post('/api/order/address/save', { ...shanghai, mobile });

    await page.goto('/studentBuyEntrance');
    await expect(page.getByRole('heading', { name: '学生专属优惠', level: 1 })).toBeVisible();
    await page.getByTestId('start-student-auth').click();
    const form = page.getByTestId('student-form');
    const email = `e2e${randomBytes(4).toString('hex')}@stu.zju.edu.cn`;
    await form.getByLabel('学校邮箱').fill(email);
    await page.getByTestId('send-email-code').click();
    await expect(form.getByText(/验证码已发送至/)).toBeVisible();
    await form.getByLabel('邮箱验证码').fill(await latestEmailCode(page.request, email));
    await form.getByLabel('真实姓名').fill('李同学');
    await page.getByTestId('student-submit').click();

    const success = page.getByTestId('student-success');
    await expect(success).toContainText('认证成功');
    await expect(success).toContainText('浙江大学');
    await page.getByTestId('go-student-shop').click();

    await expect(page).toHaveURL(/\/studentBuy\?siteCd=student$/);
    await expect(page.getByTestId('student-verified')).toContainText('您已通过学生认证（浙江大学）');
    // An offer in stock: products other tests create (the console's) may be on sale with none yet.
    const offer = page
      .getByTestId('student-offer')
      .filter({ has: page.getByRole('button', { name: '加入购物车', disabled: false }) })
      .first();
    await expect(offer.getByTestId('student-price')).toBeVisible();
    const price = (await offer.getByTestId('student-price').textContent())!.trim();
    await offer.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('已加入购物车')).toBeVisible();

    await page.goto('/order/orderInfo');
    await expect(page.getByRole('heading', { name: '确认订单', level: 1 })).toBeVisible();
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await expect(page.getByTestId('checkout-line')).toContainText(price);
    await page.getByTestId('submit-order').click();
    await expect(page).toHaveURL(CASHIER);
  });

  test('a member who is not a verified student sees the purchase rule @phone', async ({ page }) => {
    await signInByApi(page.request);
    await page.goto('/studentBuy');
    await expect(page).toHaveURL(/siteCd=student/);
    await expect(page.getByTestId('purchase-rule')).toContainText('学生专区商品仅限认证学生购买，请先完成学生认证');
    // An offer in stock (see above): its 加入购物车 is what answers with the rule.
    await page.getByRole('button', { name: '加入购物车', disabled: false }).first().click();
    await expect(page.getByText('学生专区商品仅限认证学生购买，请先完成学生认证').last()).toBeVisible();
    // No horizontal scrolling at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('binds and unbinds WeChat in the binding panel of 账户设置; the main account cannot be unbound @pc', async ({ page }) => {
    await signInByApi(page.request);
    await page.goto('/Personalcenter/Personal_Accountsettings');
    const panel = page.getByTestId('binding-panel');
    await expect(panel.getByTestId('binding-main')).toContainText('不可解绑');
    await expect(panel.getByTestId('binding-wechat')).toContainText('未绑定');
    await panel.getByRole('button', { name: '绑定微信' }).click();

    // The platform's consent page (local sandbox).
    await expect(page.getByRole('heading', { name: /申请使用你的微信账号/ })).toBeVisible();
    await page.getByLabel('昵称').fill('小程同学');
    await page.getByRole('button', { name: '同意授权' }).click();

    await expect(page).toHaveURL(/\/Personalcenter\/Personal_Accountsettings$/);
    await expect(panel.getByTestId('binding-message')).toHaveText('绑定成功');
    await expect(panel.getByTestId('binding-wechat')).toContainText('已绑定 · 小程同学');

    await panel.getByRole('button', { name: '解绑微信' }).click();
    await panel.getByRole('button', { name: '确认解绑' }).click();
    await expect(panel.getByTestId('binding-wechat')).toContainText('解绑后30天内不可重新绑定');
    await expect(panel.getByRole('button', { name: '绑定微信' })).toBeDisabled();
  });

  test('verifies an employee in a programme by appId; an unknown appId goes to the error page @phone', async ({ page }) => {
    await signInByApi(page.request);
    await page.goto('/cnepp_corporate/NOPE404');
    await expect(page).toHaveURL(/\/cnepp_corporateError\?/);
    await expect(page.getByTestId('cnepp-error-reason')).toHaveText('企业员工计划不存在或已结束');

    await page.goto('/cnepp_corporate/ACME2025');
    await expect(page.getByRole('heading', { name: '中科示例科技员工内购', level: 1 })).toBeVisible();
    const email = `e2e${randomBytes(4).toString('hex')}@acme-tech.cn`;
    await page.getByLabel('企业邮箱').fill(email);
    await page.getByTestId('send-ent-code').click();
    await expect(page.getByText(/验证码已发送至/)).toBeVisible();
    await page.getByLabel('邮箱验证码').fill(await latestEmailCode(page.request, email));
    await page.getByTestId('enterprise-submit').click();
    await expect(page).toHaveURL(/\/\?siteCd=enterprise$/);
  });
});
