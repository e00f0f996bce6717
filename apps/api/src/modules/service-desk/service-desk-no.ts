/** Public numbers of service-desk records ('EB' enterprise purchase, 'ST' support ticket): the prefix and 14 random characters from the CSPRNG (unguessable; ownership is checked anyway). */
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function publicNo(prefix: 'EB' | 'ST'): string {
  let s = prefix;
  for (let i = 0; i < 14; i++) s += ALPHABET[randomInt(0, ALPHABET.length)];
  return s;
}
