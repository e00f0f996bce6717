/**
 * Stored help text may name facts kept elsewhere as placeholders, filled when served, so the
 * text never disagrees with them: {brand} (configuration), {servicePhone} and {serviceHours}
 * (system settings).
 */
export interface PlaceholderValues {
  brand: string;
  servicePhone: string;
  serviceHours: string;
}

export function fillText(text: string, v: PlaceholderValues): string {
  return text
    .replaceAll('{brand}', v.brand)
    .replaceAll('{servicePhone}', v.servicePhone)
    .replaceAll('{serviceHours}', v.serviceHours)
    .replaceAll('{servicePhoneDigits}', v.servicePhone.replace(/[^\d+]/g, ''));
}

/** Every string inside a JSON value, filled. */
export function fillDeep<T>(value: T, v: PlaceholderValues): T {
  if (typeof value === 'string') return fillText(value, v) as T;
  if (Array.isArray(value)) return value.map((x) => fillDeep(x, v)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, fillDeep(x, v)])) as T;
  return value;
}
