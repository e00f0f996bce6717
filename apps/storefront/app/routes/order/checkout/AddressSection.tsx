/**
 * 收货地址: the chosen address; 更换地址 lists the member's addresses to pick from, 新增地址 /
 * 编辑 open the address form in a dialog. Without any address the form is inline (and the
 * page keeps 提交订单 disabled). Every save or pick asks the server to price again with it.
 */
import { useState } from 'react';
import type { Address } from '@shop/contracts/address';
import { Dialog } from '../../../chrome/dialogs';
import { AddressCard, AddressForm, AddressList, addressApi } from '../../../components/address';
import { Section } from './Section';
import styles from './checkout.module.css';

type Layer = { kind: 'list'; addresses: Address[] | null } | { kind: 'new' } | { kind: 'edit'; address: Address } | null;

export function AddressSection({ address, onChoose, mobile }: { address: Address | null; onChoose: (id: number) => Promise<unknown>; mobile: boolean }) {
  const [layer, setLayer] = useState<Layer>(null);
  const close = () => setLayer(null);

  const openList = async () => {
    setLayer({ kind: 'list', addresses: null });
    const r = await addressApi.list();
    setLayer((l) => (l?.kind === 'list' ? { kind: 'list', addresses: r.ok ? r.data : [] } : l));
  };
  const saved = async (a: Address) => {
    close();
    await onChoose(a.id);
  };

  const variant = mobile ? 'sheet' : 'center';
  return (
    <Section
      title="收货地址"
      testId="checkout-address"
      aside={
        address ? (
          <div className={styles.headActions}>
            <button type="button" className={styles.textBtn} onClick={openList}>
              更换地址
            </button>
            <button type="button" className={styles.textBtn} onClick={() => setLayer({ kind: 'new' })}>
              新增地址
            </button>
          </div>
        ) : null
      }
    >
      {address ? (
        <AddressCard
          address={address}
          selected
          actions={
            <button type="button" className={styles.textBtn} onClick={() => setLayer({ kind: 'edit', address })} aria-label="编辑收货地址">
              编辑
            </button>
          }
        />
      ) : (
        <div className={styles.inlineForm}>
          <p className={styles.hint}>您还没有收货地址，请先添加</p>
          <AddressForm onSaved={saved} defaultChecked submitText="保存并使用" />
        </div>
      )}

      <Dialog open={layer?.kind === 'list'} title="选择收货地址" onClose={close} variant={variant} size="md" testId="address-choose">
        {layer?.kind === 'list' ? (
          layer.addresses === null ? (
            <p className={styles.hint}>加载中…</p>
          ) : (
            <>
              <AddressList
                addresses={layer.addresses}
                selectedId={address?.id}
                onSelect={(a) => void saved(a)}
                onEdit={(a) => setLayer({ kind: 'edit', address: a })}
              />
              <button type="button" className={`btn ${styles.addBtn}`} onClick={() => setLayer({ kind: 'new' })}>
                新增地址
              </button>
            </>
          )
        ) : null}
      </Dialog>
      <Dialog
        open={layer?.kind === 'new' || layer?.kind === 'edit'}
        title={layer?.kind === 'edit' ? '编辑收货地址' : '新增收货地址'}
        onClose={close}
        variant={variant}
        size="md"
        testId="address-edit"
      >
        {layer?.kind === 'new' || layer?.kind === 'edit' ? (
          <AddressForm
            key={layer.kind === 'edit' ? layer.address.id : 'new'}
            address={layer.kind === 'edit' ? layer.address : null}
            onSaved={saved}
            onCancel={close}
          />
        ) : null}
      </Dialog>
    </Section>
  );
}
