/**
 * What the 营销 activity dialogs (限时抢购, 预售, 先试后买) do with a form's body and with a refusal of
 * the API, pure: an activity's SKU is fixed once it is created, and a refusal is shown under the
 * field it belongs to.
 */
import type { ApiError } from '../../api.ts';

type Refusal = Pick<ApiError, 'code' | 'message' | 'data'>;

/**
 * The field a refusal belongs to, by its code: a field's name, or a function of the refusal (a
 * field the API names in its answer); null when the code is not listed (the refusal is the whole
 * form's, shown as a message).
 */
export function fieldByCode(fields: Record<string, string | ((e: Refusal) => string | null)>) {
  return (e: Refusal): string | null => {
    if (!Object.hasOwn(fields, e.code)) return null;
    const field = fields[e.code]!;
    return typeof field === 'string' ? field : field(e);
  };
}

/** The body a save sends: an edit leaves the SKU out (it is fixed once the activity is created). */
export function activityBody<B extends { skuCode?: string }>(body: B, editing: boolean): Omit<B, 'skuCode'> | B {
  if (!editing) return body;
  const { skuCode: _fixed, ...rest } = body;
  return rest;
}

/** What the API's create schema checks of a form: its body, an edit's fixed SKU stood in for. */
export function checkedBody<B extends object>(body: B, editing: boolean): B & { skuCode?: string } {
  return editing ? { ...body, skuCode: 'EDIT' } : body;
}
