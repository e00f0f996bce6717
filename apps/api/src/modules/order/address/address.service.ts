/**
 * A member's delivery addresses: at most ADDRESS_LIMIT, exactly one default while any
 * exist (the first is default; removing the default promotes the newest). Region codes must
 * exist and nest; the shop delivers to the mainland only. Changes run under the member's
 * advisory lock, so the limit and the single default hold under parallel requests.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import { ADDRESS_LIMIT, type Address, type AddressInput } from '@shop/contracts/address';
import { maskMobile } from '@shop/contracts/masking';
import { fail } from '../../../platform/shop-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import { checkAddress, regionTree } from '../../delivery/index.ts';

const a = schema.addresses;
type Row = typeof a.$inferSelect;
const ADDRESS_COLUMNS =
  'id, member_id, receiver, mobile, province_code, province_name, city_code, city_name, district_code, district_name, detail, is_default, created_at, updated_at';

function toAddress(r: Row): Address {
  return {
    id: r.id,
    receiver: r.receiver,
    mobile: r.mobile,
    mobileMasked: maskMobile(r.mobile),
    provinceCode: r.provinceCode,
    provinceName: r.provinceName,
    cityCode: r.cityCode,
    cityName: r.cityName,
    districtCode: r.districtCode,
    districtName: r.districtName,
    detail: r.detail,
    isDefault: r.isDefault,
  };
}

/** The region names of valid codes, or the catalogue error that says what is wrong. */
export function resolveRegions(input: Pick<AddressInput, 'provinceCode' | 'cityCode' | 'districtCode'>) {
  const check = checkAddress(regionTree(), input.provinceCode, input.cityCode, input.districtCode);
  if (!check.ok) throw fail('ERR_DELIVERY_ADDRESS', { message: check.reason === 'nesting' ? '所选省市区不匹配，请重新选择' : '所选地区不存在，请重新选择' });
  if (!check.supported) throw fail('ERR_DELIVERY_ADDRESS', { message: '该地区暂不支持配送，请选择中国大陆地址' });
  return check;
}

export function createAddressService({ database, clock }: { database: Database; clock: Clock }) {
  const { db } = database;
  const lock = (tx: Tx, memberId: number) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'address:' + memberId}))`);

  /**
   * Reads addresses with a named statement of fixed text (no query built per call): checkout
   * reads the member's addresses on every view and submit.
   */
  async function readAddresses(name: string, where: string, values: unknown[]): Promise<Row[]> {
    const result = await database.pool.query<Record<string, unknown>>({ name, text: `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE ${where}`, values });
    return result.rows.map((r) => ({
      id: Number(r.id),
      memberId: Number(r.member_id),
      receiver: r.receiver as string,
      mobile: r.mobile as string,
      provinceCode: r.province_code as string,
      provinceName: r.province_name as string,
      cityCode: r.city_code as string,
      cityName: r.city_name as string,
      districtCode: r.district_code as string,
      districtName: r.district_name as string,
      detail: r.detail as string,
      isDefault: r.is_default as boolean,
      createdAt: r.created_at as Date,
      updatedAt: r.updated_at as Date,
    }));
  }

  async function promoteNewest(tx: Tx, memberId: number) {
    const [newest] = await tx.select({ id: a.id }).from(a).where(eq(a.memberId, memberId)).orderBy(desc(a.updatedAt), desc(a.id)).limit(1);
    if (newest) await tx.update(a).set({ isDefault: true }).where(eq(a.id, newest.id));
  }

  return {
    async list(memberId: number): Promise<Address[]> {
      const rows = await readAddresses('addresses-of-member', 'member_id = $1 ORDER BY is_default DESC, updated_at DESC, id DESC', [memberId]);
      return rows.map(toAddress);
    },

    async byId(memberId: number, id: number): Promise<Address | undefined> {
      const [row] = await readAddresses('address-of-member', 'id = $1 AND member_id = $2', [id, memberId]);
      return row && toAddress(row);
    },

    /** Adds (no id) or edits (id of the member's own address) one address. */
    async save(memberId: number, input: AddressInput): Promise<Address> {
      const region = resolveRegions(input);
      const now = clock.now();
      const values = {
        receiver: input.receiver,
        mobile: input.mobile,
        provinceCode: region.province.code,
        provinceName: region.province.name,
        cityCode: region.city.code,
        cityName: region.city.name,
        districtCode: region.district.code,
        districtName: region.district.name,
        detail: input.detail,
        updatedAt: now,
      };
      return db.transaction(async (tx) => {
        await lock(tx, memberId);
        const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(a).where(eq(a.memberId, memberId));
        let row: Row | undefined;
        if (input.id === undefined) {
          if (n >= ADDRESS_LIMIT) throw fail('ERR_ADDRESS_LIMIT');
          // The first address is the default whatever was asked.
          const makeDefault = input.isDefault || n === 0;
          if (makeDefault)
            await tx
              .update(a)
              .set({ isDefault: false })
              .where(and(eq(a.memberId, memberId), eq(a.isDefault, true)));
          [row] = await tx
            .insert(a)
            .values({ ...values, memberId, isDefault: makeDefault, createdAt: now })
            .returning();
        } else {
          const [own] = await tx
            .select()
            .from(a)
            .where(and(eq(a.id, input.id), eq(a.memberId, memberId)));
          if (!own) throw fail('E_NOT_FOUND', { message: '收货地址不存在' });
          // Editing never leaves the member without a default.
          const makeDefault = own.isDefault || input.isDefault;
          if (makeDefault && !own.isDefault)
            await tx
              .update(a)
              .set({ isDefault: false })
              .where(and(eq(a.memberId, memberId), eq(a.isDefault, true)));
          [row] = await tx
            .update(a)
            .set({ ...values, isDefault: makeDefault })
            .where(eq(a.id, own.id))
            .returning();
        }
        return toAddress(row!);
      });
    },

    async setDefault(memberId: number, id: number): Promise<Address> {
      return db.transaction(async (tx) => {
        await lock(tx, memberId);
        const [own] = await tx
          .select()
          .from(a)
          .where(and(eq(a.id, id), eq(a.memberId, memberId)));
        if (!own) throw fail('E_NOT_FOUND', { message: '收货地址不存在' });
        await tx
          .update(a)
          .set({ isDefault: false })
          .where(and(eq(a.memberId, memberId), eq(a.isDefault, true), ne(a.id, id)));
        const [row] = await tx.update(a).set({ isDefault: true }).where(eq(a.id, id)).returning();
        return toAddress(row!);
      });
    },

    async remove(memberId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lock(tx, memberId);
        const [gone] = await tx
          .delete(a)
          .where(and(eq(a.id, id), eq(a.memberId, memberId)))
          .returning();
        if (!gone) throw fail('E_NOT_FOUND', { message: '收货地址不存在' });
        if (gone.isDefault) await promoteNewest(tx, memberId);
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
