/** One delivery address: receiver, masked phone, region and detail, the 默认 tag, optional actions. */
import type { ReactNode } from 'react';
import type { Address } from '@shop/contracts/address';
import styles from './address.module.css';

export function regionLine(a: Address): string {
  // Municipalities repeat themselves (上海市 上海市 浦东新区): say the name once.
  const parts = [a.provinceName, a.cityName, a.districtName].filter((p, i, all) => p && p !== all[i - 1]);
  return parts.join(' ');
}

export function AddressCard({ address, actions, selected }: { address: Address; actions?: ReactNode; selected?: boolean }) {
  return (
    <div className={`${styles.card} ${selected ? styles.cardSelected : ''}`} data-testid="address-card" data-address-id={address.id}>
      <p className={styles.cardHead}>
        <span className={styles.receiver}>{address.receiver}</span>
        <span className={styles.phone}>{address.mobileMasked}</span>
        {address.isDefault ? <span className={styles.tag}>默认</span> : null}
      </p>
      <p className={styles.cardAddr}>
        {regionLine(address)} {address.detail}
      </p>
      {actions ? <div className={styles.cardActions}>{actions}</div> : null}
    </div>
  );
}
