/**
 * /Personalcenter/Personal_AddAddress (spec 2.8): a new address, or with ?id=<addressId> the
 * member's address to edit (an id that is not the member's shows "not found", never someone
 * else's data — the list only ever holds the member's own). 保存 returns to the list.
 */
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADDRESS_LIMIT } from '@shop/contracts/address';
import type { Route } from './+types/address-edit';
import { routeMeta } from '../../../lib/meta';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { AddressForm } from '../../../components/address';
import { loadAddresses } from './address.server';
import { ADDRESS_BOOK_PATH, ADDRESS_EDIT_PATH, LIMIT_MESSAGE } from './address-paths';
import styles from './address-pages.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('id');
  const addresses = await loadAddresses(request, context);
  const id = raw === null ? null : Number(raw);
  const address = id === null ? null : (addresses.find((a) => a.id === id) ?? null);
  return { editing: raw !== null, address, count: addresses.length };
}

export default function AddressEdit({ loaderData }: Route.ComponentProps) {
  const { editing, address, count } = loaderData;
  const navigate = useNavigate();
  const title = editing ? '编辑收货地址' : '新增收货地址';
  const back = () => navigate(ADDRESS_BOOK_PATH);

  let body: ReactNode;
  if (editing && !address) {
    body = (
      <section className={styles.empty} data-testid="address-not-found">
        <p>地址不存在或已被删除</p>
        <Link to={ADDRESS_BOOK_PATH} className="btn btn-primary">
          返回地址管理
        </Link>
      </section>
    );
  } else if (!editing && count >= ADDRESS_LIMIT) {
    body = (
      <section className={styles.empty} data-testid="address-limit">
        <p>{LIMIT_MESSAGE}</p>
        <Link to={ADDRESS_BOOK_PATH} className="btn btn-primary">
          返回地址管理
        </Link>
      </section>
    );
  } else {
    body = (
      <div className={styles.formBox}>
        <AddressForm
          key={address?.id ?? 'new'}
          address={address}
          defaultChecked={count === 0}
          submitText="保存"
          onCancel={back}
          onSaved={() => {
            showToast('地址已保存');
            back();
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="address-edit-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '地址管理', path: ADDRESS_BOOK_PATH },
          { name: title, path: editing && address ? `${ADDRESS_EDIT_PATH}?id=${address.id}` : ADDRESS_EDIT_PATH },
        ]}
      />
      <h1 className={styles.title}>{title}</h1>
      {body}
    </div>
  );
}
