/** Public numbers of after-sales requests: 'AS' and 14 random characters from the CSPRNG (unguessable; ownership is checked anyway). */
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function afterSalesNo(): string {
  let s = 'AS';
  for (let i = 0; i < 14; i++) s += ALPHABET[randomInt(0, ALPHABET.length)];
  return s;
}
