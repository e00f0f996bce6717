/**
 * /Personalcenter/Personal_Address (spec 2.8): the member's delivery addresses with the 默认
 * badge, 设为默认, 编辑, 删除 (after a confirmation) and 新增收货地址 — at most ADDRESS_LIMIT,
 * so the count is shown and the button is disabled at the limit. Changes go to the address
 * API from the browser and the list is re-read from it afterwards (the API decides which
 * address becomes default when the default one is deleted).
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADDRESS_LIMIT, type Address } from '@shop/contracts/address';
import type { Route } from './+types/address-book';
import { routeMeta } from '../../../lib/meta';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { AddressList, addressApi } from '../../../components/address';
import { Dialog } from '../../../chrome/dialogs';
import { loadAddresses } from './address.server';
import { ADDRESS_BOOK_PATH, ADDRESS_EDIT_PATH, LIMIT_MESSAGE } from './address-paths';
import styles from './address-pages.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { addresses: await loadAddresses(request, context) };
}

export default function AddressBook({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [addresses, setAddresses] = useState<Address[]>(loaderData.addresses);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const full = addresses.length >= ADDRESS_LIMIT;

  const refresh = async () => {
    const r = await addressApi.list();
    if (r.ok) setAddresses(r.data);
  };

  // One change at a time: a second click while the first is on its way does nothing.
  const run = async (change: () => ReturnType<typeof addressApi.remove>, done: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const r = await change();
      if (r.ok) showToast(done);
      else if (r.message) showToast(r.message);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (target) await run(() => addressApi.remove(target.id), '地址已删除');
  };

  return (
    <div className={styles.page} data-testid="address-book">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '地址管理', path: ADDRESS_BOOK_PATH },
        ]}
      />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>地址管理</h1>
        <p className={styles.count} data-testid="address-count">
          已保存 {addresses.length} 个地址，最多可保存 {ADDRESS_LIMIT} 个
        </p>
      </div>

      {addresses.length === 0 ? (
        <section className={styles.empty} data-testid="address-empty">
          <p>您还没有收货地址</p>
          <p className={styles.muted}>添加收货地址后，下单时可直接选择。</p>
        </section>
      ) : (
        <div aria-busy={busy || undefined}>
          <AddressList
            addresses={addresses}
            label="我的收货地址"
            onEdit={(a) => navigate(`${ADDRESS_EDIT_PATH}?id=${a.id}`)}
            onSetDefault={(a) => run(() => addressApi.setDefault(a.id), '已设为默认地址')}
            onDelete={(a) => setDeleting(a)}
          />
        </div>
      )}

      <div className={styles.addRow}>
        {full ? (
          <>
            <button type="button" className="btn btn-primary" disabled aria-describedby="address-limit-msg">
              新增收货地址
            </button>
            <p id="address-limit-msg" className={styles.limit} role="status" data-testid="address-limit">
              {LIMIT_MESSAGE}
            </p>
          </>
        ) : (
          <Link to={ADDRESS_EDIT_PATH} className="btn btn-primary" data-testid="address-add">
            新增收货地址
          </Link>
        )}
      </div>

      <Dialog
        open={deleting !== null}
        title="删除地址"
        onClose={() => setDeleting(null)}
        testId="dialog-delete-address"
        actions={
          <>
            <button type="button" className="btn" onClick={() => setDeleting(null)}>
              取消
            </button>
            <button type="button" className="btn btn-primary" onClick={confirmDelete}>
              删除
            </button>
          </>
        }
      >
        <p>确定要删除{deleting ? `“${deleting.receiver}”的` : '这个'}收货地址吗？删除后无法恢复。</p>
      </Dialog>
    </div>
  );
}
