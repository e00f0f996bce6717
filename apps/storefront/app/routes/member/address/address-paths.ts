/** Shared by the two address pages (client-safe: no server imports). */
import { ADDRESS_LIMIT } from '@shop/contracts/address';

export const ADDRESS_BOOK_PATH = '/Personalcenter/Personal_Address';
export const ADDRESS_EDIT_PATH = '/Personalcenter/Personal_AddAddress';
export const LIMIT_MESSAGE = `最多只能保存${ADDRESS_LIMIT}个收货地址，请删除不用的地址后再新增`;
