/** Public numbers of trade-in recycling orders: 'RC' and 14 random characters from the CSPRNG (unguessable; ownership is checked anyway). */
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function recoveryNo(): string {
  let s = 'RC';
  for (let i = 0; i < 14; i++) s += ALPHABET[randomInt(0, ALPHABET.length)];
  return s;
}
