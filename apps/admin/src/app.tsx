/**
 * The console (issue #16): Refine over the admin API, Ant Design in Simplified Chinese, under
 * /admin/. Routes: 登录 and 修改初始密码 outside the layout; inside it 首页, 个人设置 and 系统 →
 * 员工与角色 / 审计日志 / 系统设置, each behind the permission its API requires (the menu shows only those).
 */
import { Authenticated, CanAccess, Refine } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Result, Spin } from 'antd';
// The ES module build: through the CommonJS one the components received a wrapper, not the locale, and spoke English.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { ConsoleLayout } from './layout.tsx';
import { ChangePasswordPage } from './pages/change-password.tsx';
import { HomePage } from './pages/home.tsx';
import { LoginPage } from './pages/login.tsx';
import { can, useProfile } from './profile-store.ts';
import { CONTENT_MORE_SCREENS, CONTENT_SCREENS } from './content-screens.ts';
import { accessControlProvider, authProvider, dataProvider, i18nProvider } from './providers.ts';

dayjs.locale('zh-cn');

// The screens behind the sign-in load on first opening: the login page does not carry the tables, date pickers and QR code.
const StaffPage = lazy(() => import('./pages/staff.tsx').then((m) => ({ default: m.StaffPage })));
const AuditLogPage = lazy(() => import('./pages/audit-log.tsx').then((m) => ({ default: m.AuditLogPage })));
const SettingsPage = lazy(() => import('./pages/settings.tsx').then((m) => ({ default: m.SettingsPage })));
const ProfilePage = lazy(() => import('./pages/profile.tsx').then((m) => ({ default: m.ProfilePage })));
const OrderListPage = lazy(() => import('./pages/orders/order-list.tsx').then((m) => ({ default: m.OrderListPage })));
const OrderDetailPage = lazy(() => import('./pages/orders/order-detail.tsx').then((m) => ({ default: m.OrderDetailPage })));
// 售后 (orders.read; each step's action behind its own permission).
const AfterSalesListPage = lazy(() => import('./pages/after-sales/after-sales-list.tsx').then((m) => ({ default: m.AfterSalesListPage })));
const InvoiceListPage = lazy(() => import('./pages/invoices/invoice-list.tsx').then((m) => ({ default: m.InvoiceListPage })));
const InvoiceDetailPage = lazy(() => import('./pages/invoices/invoice-detail.tsx').then((m) => ({ default: m.InvoiceDetailPage })));
const InvoiceReviewPage = lazy(() => import('./pages/invoices/invoice-review.tsx').then((m) => ({ default: m.InvoiceReviewPage })));
const AfterSalesDetailPage = lazy(() => import('./pages/after-sales/after-sales-detail.tsx').then((m) => ({ default: m.AfterSalesDetailPage })));
const TradeInListPage = lazy(() => import('./pages/trade-in/trade-in-list.tsx').then((m) => ({ default: m.TradeInListPage })));
const TradeInDetailPage = lazy(() => import('./pages/trade-in/trade-in-detail.tsx').then((m) => ({ default: m.TradeInDetailPage })));
// The charts library comes with 概览 only.
const DashboardPage = lazy(() => import('./pages/dashboard.tsx').then((m) => ({ default: m.DashboardPage })));

/** 首页: who is signed in and what they may do, and 概览 below it for a role with reports.read. */
function StartPage() {
  const reports = can(useProfile(), 'reports.read');
  return (
    <>
      <HomePage />
      {reports && (
        <Suspense fallback={<Spin aria-label="概览加载中" />}>
          <DashboardPage />
        </Suspense>
      )}
    </>
  );
}
// 商品 (catalogue.write / prices.write / stock.write).
const CategoriesPage = lazy(() => import('./pages/catalogue/categories.tsx').then((m) => ({ default: m.CategoriesPage })));
const ProductListPage = lazy(() => import('./pages/catalogue/product-list.tsx').then((m) => ({ default: m.ProductListPage })));
const ProductEditPage = lazy(() => import('./pages/catalogue/product-edit.tsx').then((m) => ({ default: m.ProductEditPage })));
const PricesPage = lazy(() => import('./pages/catalogue/prices.tsx').then((m) => ({ default: m.PricesPage })));
const StockPage = lazy(() => import('./pages/catalogue/stock.tsx').then((m) => ({ default: m.StockPage })));
// 内容 (cms.write): one screen per section.
const ContentBlocksPage = lazy(() => import('./pages/content/content-blocks.tsx').then((m) => ({ default: m.ContentBlocksPage })));
const AgreementsPage = lazy(() => import('./pages/content/agreements.tsx').then((m) => ({ default: m.AgreementsPage })));
const FaqPage = lazy(() => import('./pages/content/faq.tsx').then((m) => ({ default: m.FaqPage })));
/** The page of each 内容 screen besides the CMS sections. */
const CONTENT_MORE_PAGES: Record<(typeof CONTENT_MORE_SCREENS)[number]['resource'], ReturnType<typeof lazy>> = {
  'content-faq': FaqPage,
  'content-agreements': AgreementsPage,
};
// 会员 (members.read).
const MemberListPage = lazy(() => import('./pages/members/member-list.tsx').then((m) => ({ default: m.MemberListPage })));
const MemberDetailPage = lazy(() => import('./pages/members/member-detail.tsx').then((m) => ({ default: m.MemberDetailPage })));
// 服务 (tickets.write).
const TicketListPage = lazy(() => import('./pages/service/ticket-list.tsx').then((m) => ({ default: m.TicketListPage })));
const TicketDetailPage = lazy(() => import('./pages/service/ticket-detail.tsx').then((m) => ({ default: m.TicketDetailPage })));
const EnterpriseListPage = lazy(() => import('./pages/service/enterprise-list.tsx').then((m) => ({ default: m.EnterpriseListPage })));
const EnterpriseDetailPage = lazy(() => import('./pages/service/enterprise-detail.tsx').then((m) => ({ default: m.EnterpriseDetailPage })));
// 在线客服 (chat.answer).
const ChatPage = lazy(() => import('./pages/chat/chat-page.tsx').then((m) => ({ default: m.ChatPage })));
// 营销 (activities.write).
const FlashSalesPage = lazy(() => import('./pages/marketing/flash-sales.tsx').then((m) => ({ default: m.FlashSalesPage })));
const PresalesPage = lazy(() => import('./pages/marketing/presales.tsx').then((m) => ({ default: m.PresalesPage })));
const TtmCodesPage = lazy(() => import('./pages/marketing/ttm-codes.tsx').then((m) => ({ default: m.TtmCodesPage })));
const TryBuysPage = lazy(() => import('./pages/marketing/try-buys.tsx').then((m) => ({ default: m.TryBuysPage })));
const BundlesPage = lazy(() => import('./pages/marketing/bundles.tsx').then((m) => ({ default: m.BundlesPage })));
const GiftsPage = lazy(() => import('./pages/marketing/gifts.tsx').then((m) => ({ default: m.GiftsPage })));
const LaddersPage = lazy(() => import('./pages/marketing/ladders.tsx').then((m) => ({ default: m.LaddersPage })));
const ServicesPage = lazy(() => import('./pages/catalogue/services.tsx').then((m) => ({ default: m.ServicesPage })));
// 营销 (coupons.write).
const CouponsPage = lazy(() => import('./pages/marketing/coupons.tsx').then((m) => ({ default: m.CouponsPage })));
// 消息 (messages.send).
const MessagesPage = lazy(() => import('./pages/messages/messages.tsx').then((m) => ({ default: m.MessagesPage })));

/**
 * Colours darker than Ant Design's defaults where its defaults miss WCAG AA contrast on white
 * (primary #1677ff is 4.0:1; secondary text at 45 % black is 3.4:1).
 */
const theme = {
  token: {
    colorPrimary: '#0958d9',
    // Darker on hover, not lighter: white text keeps its contrast.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    // Drawers, dialogs and messages appear without animating for staff who asked their system
    // for less motion (antd's motion does not follow prefers-reduced-motion by itself).
    motion: !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  },
};

const Forbidden = () => <Result status="403" title="无权访问" subTitle="当前角色无权访问此页面，如需开通请联系超级管理员。" />;
const NotFound = () => <Result status="404" title="页面不存在" subTitle="请从左侧菜单进入。" />;

function PasswordChanged({ children }: { children: ReactNode }) {
  const profile = useProfile();
  if (profile?.mustChangePassword) return <Navigate to="/change-password" replace />;
  return children;
}

const guarded = (resource: string, page: ReactNode) => (
  <CanAccess resource={resource} action="list" fallback={<Forbidden />}>
    {page}
  </CanAccess>
);

export function App() {
  return (
    <BrowserRouter basename="/admin">
      <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useNotificationProvider}
            resources={[
              { name: 'staff', list: '/system/staff', meta: { label: '员工与角色' } },
              { name: 'audit-log', list: '/system/audit-log', meta: { label: '审计日志' } },
              { name: 'settings', list: '/system/settings', meta: { label: '系统设置' } },
              { name: 'orders', list: '/orders', show: '/orders/:orderNo', meta: { label: '订单' } },
              { name: 'after-sales', list: '/after-sales', show: '/after-sales/:reqNo', meta: { label: '售后' } },
              { name: 'trade-ins', list: '/trade-ins', show: '/trade-ins/:rclmOrdNo', meta: { label: '以旧换新' } },
              { name: 'invoices', list: '/invoices', show: '/invoices/:invoiceNo', meta: { label: '发票' } },
              { name: 'invoice-requests', list: '/invoice-requests', meta: { label: '专票审核' } },
              { name: 'catalogue-categories', list: '/catalogue/categories', meta: { label: '类目' } },
              {
                name: 'catalogue-products',
                list: '/catalogue/products',
                create: '/catalogue/products/new',
                edit: '/catalogue/products/:spuCode',
                meta: { label: '商品列表' },
              },
              { name: 'catalogue-prices', edit: '/catalogue/products/:spuCode/prices', meta: { label: '价格' } },
              { name: 'catalogue-stock', list: '/catalogue/stock', meta: { label: '库存' } },
              { name: 'catalogue-services', list: '/catalogue/services', meta: { label: '服务' } },
              { name: 'members', list: '/members', show: '/members/:id', meta: { label: '会员' } },
              { name: 'service-enterprise', list: '/service/enterprise', show: '/service/enterprise/:code', meta: { label: '企业采购询价' } },
              { name: 'service-tickets', list: '/service/tickets', show: '/service/tickets/:ticketNo', meta: { label: '服务工单' } },
              ...CONTENT_SCREENS.map(([section, title]) => ({ name: `content-${section}`, list: `/content/${section}`, meta: { label: title } })),
              ...CONTENT_MORE_SCREENS.map((x) => ({ name: x.resource, list: x.path, meta: { label: x.title } })),
              { name: 'chat', list: '/chat', meta: { label: '在线客服' } },
              { name: 'marketing-flash-sales', list: '/marketing/flash-sales', meta: { label: '限时抢购' } },
              { name: 'marketing-presales', list: '/marketing/presales', meta: { label: '预售' } },
              { name: 'marketing-try-buys', list: '/marketing/try-buys', meta: { label: '先试后买' } },
              { name: 'marketing-bundles', list: '/marketing/bundles', meta: { label: '套装' } },
              { name: 'marketing-gifts', list: '/marketing/gifts', meta: { label: '赠品' } },
              { name: 'marketing-ladders', list: '/marketing/ladders', meta: { label: '阶梯价' } },
              { name: 'marketing-ttm-codes', list: '/marketing/ttm-codes', meta: { label: 'TTM 邀请码' } },
              { name: 'marketing-coupons', list: '/marketing/coupons', meta: { label: '优惠券' } },
              { name: 'messages', list: '/messages', meta: { label: '消息' } },
            ]}
            options={{
              disableTelemetry: true,
              syncWithLocation: false,
              warnWhenUnsavedChanges: false,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
            }}
          >
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route
                element={
                  <Authenticated key="console" fallback={<Navigate to="/login" replace />}>
                    <Outlet />
                  </Authenticated>
                }
              >
                <Route path="/change-password" element={<ChangePasswordPage />} />
                <Route
                  element={
                    <PasswordChanged>
                      <ConsoleLayout>
                        <Suspense fallback={<Spin aria-label="加载中" />}>
                          <Outlet />
                        </Suspense>
                      </ConsoleLayout>
                    </PasswordChanged>
                  }
                >
                  <Route index element={<StartPage />} />
                  <Route path="/profile" element={<ProfilePage />} />
                  <Route path="/system/staff" element={guarded('staff', <StaffPage />)} />
                  <Route path="/system/audit-log" element={guarded('audit-log', <AuditLogPage />)} />
                  <Route path="/system/settings" element={guarded('settings', <SettingsPage />)} />
                  <Route path="/orders" element={guarded('orders', <OrderListPage />)} />
                  <Route path="/orders/:orderNo" element={guarded('orders', <OrderDetailPage />)} />
                  <Route path="/after-sales" element={guarded('after-sales', <AfterSalesListPage />)} />
                  <Route path="/after-sales/:reqNo" element={guarded('after-sales', <AfterSalesDetailPage />)} />
                  <Route path="/trade-ins" element={guarded('trade-ins', <TradeInListPage />)} />
                  <Route path="/trade-ins/:rclmOrdNo" element={guarded('trade-ins', <TradeInDetailPage />)} />
                  <Route path="/invoices" element={guarded('invoices', <InvoiceListPage />)} />
                  <Route path="/invoices/:invoiceNo" element={guarded('invoices', <InvoiceDetailPage />)} />
                  <Route path="/invoice-requests" element={guarded('invoice-requests', <InvoiceReviewPage />)} />
                  <Route path="/catalogue/categories" element={guarded('catalogue-categories', <CategoriesPage />)} />
                  <Route path="/catalogue/products" element={guarded('catalogue-products', <ProductListPage />)} />
                  <Route path="/catalogue/products/new" element={guarded('catalogue-products', <ProductEditPage />)} />
                  <Route path="/catalogue/products/:spuCode" element={guarded('catalogue-products', <ProductEditPage />)} />
                  <Route path="/catalogue/products/:spuCode/prices" element={guarded('catalogue-prices', <PricesPage />)} />
                  <Route path="/catalogue/stock" element={guarded('catalogue-stock', <StockPage />)} />
                  <Route path="/catalogue/services" element={guarded('catalogue-services', <ServicesPage />)} />
                  <Route path="/members" element={guarded('members', <MemberListPage />)} />
                  <Route path="/members/:id" element={guarded('members', <MemberDetailPage />)} />
                  <Route path="/service/tickets" element={guarded('service-tickets', <TicketListPage />)} />
                  <Route path="/service/tickets/:ticketNo" element={guarded('service-tickets', <TicketDetailPage />)} />
                  <Route path="/service/enterprise" element={guarded('service-enterprise', <EnterpriseListPage />)} />
                  <Route path="/service/enterprise/:code" element={guarded('service-enterprise', <EnterpriseDetailPage />)} />
                  {CONTENT_SCREENS.map(([section]) => (
                    <Route
                      key={section}
                      path={`/content/${section}`}
                      element={guarded(`content-${section}`, <ContentBlocksPage key={section} section={section} />)}
                    />
                  ))}
                  {CONTENT_MORE_SCREENS.map(({ resource, path }) => {
                    const Page = CONTENT_MORE_PAGES[resource];
                    return <Route key={resource} path={path} element={guarded(resource, <Page />)} />;
                  })}
                  <Route path="/chat" element={guarded('chat', <ChatPage />)} />
                  <Route path="/marketing/flash-sales" element={guarded('marketing-flash-sales', <FlashSalesPage />)} />
                  <Route path="/marketing/presales" element={guarded('marketing-presales', <PresalesPage />)} />
                  <Route path="/marketing/try-buys" element={guarded('marketing-try-buys', <TryBuysPage />)} />
                  <Route path="/marketing/bundles" element={guarded('marketing-bundles', <BundlesPage />)} />
                  <Route path="/marketing/gifts" element={guarded('marketing-gifts', <GiftsPage />)} />
                  <Route path="/marketing/ladders" element={guarded('marketing-ladders', <LaddersPage />)} />
                  <Route path="/marketing/ttm-codes" element={guarded('marketing-ttm-codes', <TtmCodesPage />)} />
                  <Route path="/marketing/coupons" element={guarded('marketing-coupons', <CouponsPage />)} />
                  <Route path="/messages" element={guarded('messages', <MessagesPage />)} />
                  <Route path="*" element={<NotFound />} />
                </Route>
              </Route>
            </Routes>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
