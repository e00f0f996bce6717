/**
 * The console's 发票 (issue #17 item 4): an enterprise-verified member asks for a 增值税专用发票 with
 * its bank and registered address on the order detail (待财务审核); 财务 opens 专票审核, approves it
 * (the completed order's 专票 is issued at once), finds it in 发票列表 by order number, exports the
 * filtered list as CSV (its row with the amounts in 元), opens its detail and downloads the PDF,
 * which reads 电子发票（增值税专用发票）with the bank fields; the member's order detail then reads 已开具.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decimalToFen, fenToDecimal } from '@shop/contracts/money';
import { pdfText } from '../test-support/pdf-text';
import { CONSOLE_JOURNEY_TIMEOUT, newStaffSignedIn, restingAxeFindings } from './admin-helpers';
import { expect, test } from './fixtures';
import { payInAlipaySandbox, saveShanghaiAddress, signInByApi, submitBuyNow } from './helpers';

test('财务 approves an enterprise member’s 专票 in 专票审核, then finds and downloads it in 发票列表 @pc', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  await page.context().addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
  const { post } = await signInByApi(page.request);
  const email = `inv${randomBytes(4).toString('hex')}@acme-tech.cn`;
  await post('/api/member/member/sendEnEml', { email });
  let code = '';
  await expect
    .poll(async () => {
      const r = await page.request.get(`/api/dev/email/latest?to=${encodeURIComponent(email)}`);
      code = r.ok() ? ((await r.json()).data.code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await post('/api/member/member/verifyEnJump', { email, code });
  const { id } = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: 'C55-BLACK-1', qtyCnt: 1 });
  const { orderNo, payableAmt } = await submitBuyNow(post, token, id);
  await payInAlipaySandbox(page, post, orderNo);
  for (let i = 0; i < 8; i++) if ((await post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`)).moved === 'delivered') break;
  await post('/api/order/orderInfo/confirmReceipt', { ordNo: orderNo });

  // The member asks for a 专票 on the order detail.
  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  const block = page.getByTestId('order-invoice');
  await block.getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByTestId('dialog-invoice');
  await dialog.getByRole('radio', { name: '增值税专用发票' }).check();
  await dialog.getByLabel('单位名称').fill('深圳示例科技有限公司');
  await dialog.getByLabel('纳税人识别号').fill('91440300MA5G8XK2A6');
  await dialog.getByLabel('注册地址').fill('深圳市南山区科技园南区1号');
  await dialog.getByLabel('注册电话').fill('0755-12345678');
  await dialog.getByLabel('开户银行').fill('招商银行深圳分行');
  await dialog.getByLabel('银行账号').fill('7559 1234 5678 901');
  await dialog.getByTestId('invoice-submit').click();
  await expect(dialog).toBeHidden();
  await expect(block.getByTestId('invoice-state')).toHaveText('待财务审核');

  // 财务 approves it.
  const staffPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await newStaffSignedIn(staffPage, baseURL!, '财务');
  await staffPage.goto('/admin/invoice-requests');
  await expect(staffPage.getByRole('heading', { name: '专票审核', level: 1 })).toBeVisible();
  const row = staffPage.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('招商银行深圳分行 755912345678901');
  expect(await restingAxeFindings(staffPage)).toEqual([]);
  await row.getByRole('button', { name: '通过' }).click();
  await staffPage.getByRole('tooltip').getByRole('button', { name: '通过' }).click();
  await expect(staffPage.getByText(/已通过，专票已开具（\d{20}）/)).toBeVisible();
  await expect(row).toHaveCount(0);

  // …finds it in 发票列表 and downloads its PDF from the detail.
  await staffPage.getByRole('link', { name: '发票列表' }).click();
  await staffPage.getByLabel('订单号').fill(orderNo);
  await staffPage.getByRole('button', { name: '查询' }).click();
  const listed = staffPage.getByRole('row', { name: new RegExp(orderNo) });
  await expect(listed).toContainText('增值税专用发票');
  const invoiceLink = listed.getByRole('link', { name: /^\d{20}$/ });
  const invoiceNo = (await invoiceLink.textContent())!;
  // 开票日期 is a range picker: a range that ends yesterday leaves the invoice out; today's keeps it.
  const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const pickRange = async (from: string, to: string) => {
    await staffPage.getByPlaceholder('开始日期').fill(from);
    await staffPage.getByPlaceholder('结束日期').fill(to);
    await staffPage.getByPlaceholder('结束日期').press('Enter');
    await staffPage.getByRole('button', { name: '查询' }).click();
    await expect(staffPage).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  };
  await pickRange(day(-3), day(-1));
  await expect(listed).toHaveCount(0);
  await pickRange(day(0), day(0));
  await expect(listed).toContainText('增值税专用发票');

  // 导出 CSV: the filtered list, this invoice with its amounts in 元 (金额 + 税额 = 价税合计 = what was paid).
  const [csvFile] = await Promise.all([staffPage.waitForEvent('download'), staffPage.getByRole('button', { name: '导出 CSV' }).click()]);
  expect(csvFile.suggestedFilename()).toMatch(/^发票-\d{8}-\d{4}\.csv$/);
  const csv = readFileSync((await csvFile.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('"发票号码","订单号","种类","类型","抬头","税号","金额（元）","税额（元）","价税合计（元）","状态","开票时间"');
  expect(csv).toHaveLength(2);
  const cells = csv[1]!.slice(1, -1).split('","');
  expect(cells.slice(0, 6)).toEqual([invoiceNo, orderNo, '蓝字发票', '增值税专用发票', '深圳示例科技有限公司', '91440300MA5G8XK2A6']);
  expect(cells[8]).toBe(fenToDecimal(payableAmt));
  expect(decimalToFen(cells[6]!)! + decimalToFen(cells[7]!)!).toBe(payableAmt);
  expect(cells[9]).toBe('已开具');
  expect(cells[10]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  await invoiceLink.click();
  await expect(staffPage.getByRole('heading', { level: 1 })).toContainText('发票');
  await expect(staffPage.getByText('招商银行深圳分行 755912345678901')).toBeVisible();
  const [download] = await Promise.all([staffPage.waitForEvent('download'), staffPage.getByRole('link', { name: '下载 PDF' }).click()]);
  const text = await pdfText(new Uint8Array(readFileSync((await download.path())!)));
  expect(text).toContain('电子发票（增值税专用发票）');
  expect(text).toContain('开户行及账号：招商银行深圳分行 755912345678901');

  await page.reload();
  await expect(block.getByTestId('invoice-state')).toHaveText('已开具');
});
