/**
 * The member's addresses. With `onSelect` it is a radio group (checkout: pick where to
 * deliver); edit / delete / 设为默认 appear for the handlers given (personal centre).
 */
import { useId } from 'react';
import type { Address } from '@shop/contracts/address';
import { AddressCard } from './AddressCard';
import styles from './address.module.css';

export function AddressList({
  addresses,
  selectedId,
  onSelect,
  onEdit,
  onDelete,
  onSetDefault,
  label = '收货地址列表',
}: {
  addresses: Address[];
  selectedId?: number | null;
  onSelect?: (a: Address) => void;
  onEdit?: (a: Address) => void;
  onDelete?: (a: Address) => void;
  onSetDefault?: (a: Address) => void;
  label?: string;
}) {
  const name = useId();
  if (addresses.length === 0) return <p className={styles.empty}>暂无收货地址</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {addresses.map((a) => {
        const actions =
          onEdit || onDelete || (onSetDefault && !a.isDefault) ? (
            <>
              {onEdit ? (
                <button type="button" className={styles.link} onClick={() => onEdit(a)} aria-label={`编辑 ${a.receiver} 的地址`}>
                  编辑
                </button>
              ) : null}
              {onSetDefault && !a.isDefault ? (
                <button type="button" className={styles.link} onClick={() => onSetDefault(a)}>
                  设为默认
                </button>
              ) : null}
              {onDelete ? (
                <button type="button" className={styles.link} onClick={() => onDelete(a)} aria-label={`删除 ${a.receiver} 的地址`}>
                  删除
                </button>
              ) : null}
            </>
          ) : undefined;
        return (
          <li key={a.id} className={styles.item}>
            {onSelect ? (
              <label className={styles.pick}>
                <input type="radio" name={name} checked={a.id === selectedId} onChange={() => onSelect(a)} className={styles.radio} />
                <AddressCard address={a} selected={a.id === selectedId} />
              </label>
            ) : (
              <AddressCard address={a} />
            )}
            {onSelect && actions ? <div className={styles.itemActions}>{actions}</div> : null}
            {!onSelect && actions ? <div className={styles.itemActions}>{actions}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
