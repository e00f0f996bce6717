/**
 * The console's frame: a menu built from what the signed-in person's role allows (系统 and its
 * entries appear only with staff.manage / audit.read / settings.write), their name and role, 个人设置 and 退出登录.
 */
import {
  CustomerServiceOutlined,
  GiftOutlined,
  FileTextOutlined,
  HomeOutlined,
  MessageOutlined,
  NotificationOutlined,
  IdcardOutlined,
  LogoutOutlined,
  PictureOutlined,
  ProfileOutlined,
  RollbackOutlined,
  SwapOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Button, Layout, Menu, Space, Typography, type MenuProps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SIGNED_OUT_EVENT, type ApiError } from './api.ts';
import { rememberProfile } from './providers.ts';
import { can, useProfile } from './profile-store.ts';
import { CONTENT_MORE_SCREENS, CONTENT_SCREENS } from './content-screens.ts';

const { Header, Sider, Content } = Layout;

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const { mutate: logout } = useLogout();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const signedOut = (e: Event) => {
      rememberProfile(null);
      navigate('/login', { replace: true, state: { notice: (e as CustomEvent<ApiError>).detail.message } });
    };
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
  }, [navigate]);

  const system: NonNullable<MenuProps['items']> = [];
  if (can(profile, 'staff.manage')) system.push({ key: '/system/staff', label: <Link to="/system/staff">员工与角色</Link> });
  if (can(profile, 'audit.read')) system.push({ key: '/system/audit-log', label: <Link to="/system/audit-log">审计日志</Link> });
  if (can(profile, 'settings.write')) system.push({ key: '/system/settings', label: <Link to="/system/settings">系统设置</Link> });
  // 商品: each entry only with the permission its API requires.
  const catalogue: NonNullable<MenuProps['items']> = [];
  if (can(profile, 'catalogue.write')) catalogue.push({ key: '/catalogue/categories', label: <Link to="/catalogue/categories">类目</Link> });
  if (can(profile, 'catalogue.write')) catalogue.push({ key: '/catalogue/products', label: <Link to="/catalogue/products">商品列表</Link> });
  if (can(profile, 'catalogue.write') && can(profile, 'prices.write'))
    catalogue.push({ key: '/catalogue/products/new', label: <Link to="/catalogue/products/new">新建商品</Link> });
  if (can(profile, 'stock.write')) catalogue.push({ key: '/catalogue/stock', label: <Link to="/catalogue/stock">库存</Link> });
  if (can(profile, 'catalogue.write')) catalogue.push({ key: '/catalogue/services', label: <Link to="/catalogue/services">服务</Link> });
  // 服务: support tickets and enterprise purchase requests (tickets.write).
  const service: NonNullable<MenuProps['items']> = [];
  if (can(profile, 'tickets.write')) service.push({ key: '/service/tickets', label: <Link to="/service/tickets">服务工单</Link> });
  if (can(profile, 'tickets.write')) service.push({ key: '/service/enterprise', label: <Link to="/service/enterprise">企业采购询价</Link> });
  // 内容: every CMS section with cms.write; the FAQ and agreements each with their own permission.
  const content: NonNullable<MenuProps['items']> = [
    ...(can(profile, 'cms.write')
      ? CONTENT_SCREENS.map(([section, title]) => ({ key: `/content/${section}`, label: <Link to={`/content/${section}`}>{title}</Link> }))
      : []),
    ...CONTENT_MORE_SCREENS.filter((x) => can(profile, x.permission)).map((x) => ({ key: x.path, label: <Link to={x.path}>{x.title}</Link> })),
  ];
  // 营销: each entry only with the permission its API requires.
  const marketing: NonNullable<MenuProps['items']> = [];
  if (can(profile, 'activities.write'))
    marketing.push(
      { key: '/marketing/flash-sales', label: <Link to="/marketing/flash-sales">限时抢购</Link> },
      { key: '/marketing/presales', label: <Link to="/marketing/presales">预售</Link> },
      { key: '/marketing/try-buys', label: <Link to="/marketing/try-buys">先试后买</Link> },
      { key: '/marketing/bundles', label: <Link to="/marketing/bundles">套装</Link> },
      { key: '/marketing/gifts', label: <Link to="/marketing/gifts">赠品</Link> },
      { key: '/marketing/ladders', label: <Link to="/marketing/ladders">阶梯价</Link> },
      { key: '/marketing/ttm-codes', label: <Link to="/marketing/ttm-codes">TTM 邀请码</Link> },
    );
  if (can(profile, 'coupons.write')) marketing.push({ key: '/marketing/coupons', label: <Link to="/marketing/coupons">优惠券</Link> });
  const items: MenuProps['items'] = [
    { key: '/', icon: <HomeOutlined />, label: <Link to="/">首页</Link> },
    ...(catalogue.length ? [{ key: 'catalogue', icon: <ShoppingOutlined />, label: '商品', children: catalogue }] : []),
    ...(can(profile, 'orders.read') ? [{ key: '/orders', icon: <ProfileOutlined />, label: <Link to="/orders">订单</Link> }] : []),
    ...(can(profile, 'orders.read') ? [{ key: '/after-sales', icon: <RollbackOutlined />, label: <Link to="/after-sales">售后</Link> }] : []),
    ...(can(profile, 'trade-in.write') ? [{ key: '/trade-ins', icon: <SwapOutlined />, label: <Link to="/trade-ins">以旧换新</Link> }] : []),
    ...(can(profile, 'invoices.write')
      ? [
          {
            key: 'invoices',
            icon: <FileTextOutlined />,
            label: '发票',
            children: [
              { key: '/invoices', label: <Link to="/invoices">发票列表</Link> },
              { key: '/invoice-requests', label: <Link to="/invoice-requests">专票审核</Link> },
            ],
          },
        ]
      : []),
    ...(marketing.length ? [{ key: 'marketing', icon: <GiftOutlined />, label: '营销', children: marketing }] : []),
    ...(can(profile, 'members.read') ? [{ key: '/members', icon: <IdcardOutlined />, label: <Link to="/members">会员</Link> }] : []),
    ...(service.length ? [{ key: 'service', icon: <CustomerServiceOutlined />, label: '服务', children: service }] : []),
    ...(content.length ? [{ key: 'content', icon: <PictureOutlined />, label: '内容', children: content }] : []),
    ...(can(profile, 'messages.send') ? [{ key: '/messages', icon: <NotificationOutlined />, label: <Link to="/messages">消息</Link> }] : []),
    ...(can(profile, 'chat.answer') ? [{ key: '/chat', icon: <MessageOutlined />, label: <Link to="/chat">在线客服</Link> }] : []),
    ...(system.length ? [{ key: 'system', icon: <TeamOutlined />, label: '系统', children: system }] : []),
    { key: '/profile', icon: <SettingOutlined />, label: <Link to="/profile">个人设置</Link> },
  ];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider width={208} theme="light" style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
        <div style={{ height: 56, display: 'flex', alignItems: 'center', paddingInline: 24 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            商城管理后台
          </Typography.Text>
        </div>
        <nav aria-label="主菜单">
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            defaultOpenKeys={['system', 'catalogue', 'invoices', 'marketing', 'service', 'content']}
            items={items}
            style={{ borderInlineEnd: 0 }}
          />
        </nav>
      </Sider>
      <Layout>
        <Header
          style={{
            background: '#fff',
            paddingInline: 24,
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Space size="middle">
            <span>
              <UserOutlined aria-hidden /> {profile?.name}（{profile?.role.name}）
            </span>
            <Button icon={<LogoutOutlined />} onClick={() => logout()}>
              退出登录
            </Button>
          </Space>
        </Header>
        <Content style={{ margin: 24 }}>
          <main>{children}</main>
        </Content>
      </Layout>
    </Layout>
  );
}
