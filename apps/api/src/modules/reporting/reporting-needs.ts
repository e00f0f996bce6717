/**
 * What the reporting module needs, declared here and satisfied structurally by what app.ts
 * hands over: the order module's figures, the payment module's money taken per day, the
 * product module's stock alerts and the staff module's guard. It owns no table.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import type { ApiContext } from '../../platform/types.ts';

export interface ReportingOrders {
  placedByDay(from: Date, to: Date): Promise<{ day: string; orders: number; withPayment: number; buyers: number }[]>;
  paidByDay(from: Date, to: Date): Promise<Map<string, number>>;
  topSkus(from: Date, to: Date, limit: number): Promise<{ skuCode: string; name: string; units: number; amount: number }[]>;
}

export interface ReportingPayments {
  takenByDay(from: Date, to: Date): Promise<Map<string, number>>;
}

export interface ReportingStock {
  lowStock(limit: number): Promise<{ skuCode: string; name: string; stock: number; lowStock: number }[]>;
}

export interface ReportingNeeds {
  ctx: ApiContext;
  orders: ReportingOrders;
  payments: ReportingPayments;
  stock: ReportingStock;
  staff: { requirePermission(permission: StaffPermission): onRequestAsyncHookHandler };
}
